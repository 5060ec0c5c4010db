import type { HttpHandler } from 'msw';
import { toMswHandlers, type MockRoute } from '../http/route';
import type { MockService } from '../service';
import { boardHandlers } from './boards';
import { batchInfoHandlers } from './cards-batch';
import { cardHandlers } from './cards';
import { checklistHandlers } from './checklists';
import { columnHandlers } from './columns';
import { customFieldHandlers } from './custom-fields';
import { driveHandlers } from './drive';
import { exportHandlers } from './export';
import { fileHandlers } from './files';
import { memberHandlers } from './members';
import { mockControlHandlers } from './mock-control';
import { mockFaultHandlers } from './mock-faults';
import { notificationHandlers } from './notifications';
import { searchHandlers } from './search';
import { tagHandlers } from './tags';
import { templateHandlers } from './templates';
import { userHandlers } from './users';

/** Every route of the mock, one list per resource file. */
export const routes: readonly MockRoute[] = [
  ...mockControlHandlers,
  ...mockFaultHandlers,
  ...userHandlers,
  ...boardHandlers,
  ...memberHandlers,
  ...notificationHandlers,
  ...tagHandlers,
  ...columnHandlers,
  ...driveHandlers,
  ...searchHandlers,
  ...batchInfoHandlers,
  ...cardHandlers,
  ...checklistHandlers,
  ...customFieldHandlers,
  ...fileHandlers,
  ...exportHandlers,
  ...templateHandlers,
];

/** The MSW request handlers bound to one service instance (browser worker or Node server). */
export function createHandlers(service: MockService): HttpHandler[] {
  return toMswHandlers(routes, service);
}
