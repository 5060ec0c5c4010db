import type { HttpHandler } from 'msw';
import { toMswHandlers, type MockRoute } from '../http/route';
import type { MockService } from '../service';
import { activityHandlers } from './activity/activity';
import { boardHandlers } from './boards/boards';
import { batchInfoHandlers } from './cards/cards-batch';
import { cardHandlers } from './cards/cards';
import { checklistHandlers } from './checklists/checklists';
import { datedItemsHandlers } from './checklists/dated-items';
import { myItemsHandlers } from './checklists/my-items';
import { columnHandlers } from './columns/columns';
import { commentHandlers } from './comments/comments';
import { customFieldHandlers } from './custom-fields/custom-fields';
import { driveHandlers } from './files/drive';
import { eventHandlers } from './events/events';
import { myEventHandlers } from './events/my-events';
import { exportHandlers } from './export/export';
import { fileHandlers } from './files/files';
import { memberHandlers } from './members/members';
import { mockControlHandlers } from './control/mock-control';
import { mockFaultHandlers } from './control/mock-faults';
import { notificationHandlers } from './notifications/notifications';
import { relationHandlers } from './relations/relations';
import { searchHandlers } from './search/search';
import { tagHandlers } from './tags/tags';
import { templateHandlers } from './templates/templates';
import { userHandlers } from './members/users';

/** Every route of the mock, one list per resource file. */
export const routes: readonly MockRoute[] = [
  ...mockControlHandlers,
  ...mockFaultHandlers,
  ...userHandlers,
  ...boardHandlers,
  ...eventHandlers,
  ...myEventHandlers,
  ...memberHandlers,
  ...notificationHandlers,
  ...tagHandlers,
  ...columnHandlers,
  ...driveHandlers,
  ...searchHandlers,
  ...batchInfoHandlers,
  ...relationHandlers,
  ...cardHandlers,
  ...checklistHandlers,
  ...datedItemsHandlers,
  ...myItemsHandlers,
  ...commentHandlers,
  ...activityHandlers,
  ...customFieldHandlers,
  ...fileHandlers,
  ...exportHandlers,
  ...templateHandlers,
];

/** The MSW request handlers bound to one service instance (browser worker or Node server). */
export function createHandlers(service: MockService): HttpHandler[] {
  return toMswHandlers(routes, service);
}
