import { http, HttpResponse, type HttpHandler } from 'msw';
import { levelAtLeast, type PermissionLevel } from '@/domain/permissions';
import { effectiveLevel, liveBoard, membership, userByToken } from '../db/queries';
import type { BoardRecord, Db, MemberRecord, UserRecord } from '../db/types';
import type { MockService } from '../service';
import { readBody } from './body';
import { forbidden, HttpError, notFound, unauthenticated } from './errors';
import { idempotencyScope, rememberAnswer, storedAnswer } from './idempotency';
import { parseQuery, type QueryObject } from './query';
import { injectFault } from '../faults/inject-fault';
import { eventMessage, recordBoardWrite, stampVersions } from '../events/board-events';
import { describeBoardWrite } from '../events/board-writes';
import type { Method } from './method';
import { watchCardActivity } from '../activity';
import { untracked } from '../db/change-tracker';
import { summaryDependents } from '../handlers/relations/relation-graph';

/** What every resolver gets. `body` is raw input: validate it before use. */
export interface PublicContext {
  service: MockService;
  db: Db;
  now: Date;
  request: Request;
  params: Record<string, string>;
  query: QueryObject;
  body: Record<string, unknown>;
}

export interface UserContext extends PublicContext {
  user: UserRecord;
}

export interface BoardContext extends UserContext {
  board: BoardRecord;
  /** The caller's effective level (member pivot, or view on a public board), or null. */
  level: PermissionLevel | null;
  member: MemberRecord | undefined;
  /** Throws 403 unless the caller has at least `level`. */
  requireLevel(level: PermissionLevel): void;
  /** Throws 403 unless the caller is a member (public-board visitors are not). */
  requireMember(): MemberRecord;
}

/** A handler's answer: a status and a JSON body, or a ready Response (file content). */
export type Reply = { status: number; body: unknown } | Response;

export const ok = (body: unknown): Reply => ({ status: 200, body });
export const created = (body: unknown): Reply => ({ status: 201, body });
/** 204: done, nothing to say (a delete that returns no record). */
export const noContent = (): Reply => ({ status: 204, body: null });

/** A route definition, independent of the service instance it is later bound to. */
export interface MockRoute {
  method: Method;
  path: string;
  run(service: MockService, request: Request, params: Record<string, string>): Promise<Response>;
}

function toResponse(reply: Reply): Response {
  if (reply instanceof Response) return reply;
  if (reply.status === 204) return new HttpResponse(null, { status: 204 });
  return HttpResponse.json(reply.body as Parameters<typeof HttpResponse.json>[0], {
    status: reply.status,
  });
}

async function baseContext(
  service: MockService,
  db: Db,
  request: Request,
  params: Record<string, string>,
): Promise<PublicContext> {
  return {
    service,
    db,
    now: service.now(),
    request,
    params,
    query: parseQuery(new URL(request.url).searchParams),
    body: await readBody(request),
  };
}

function authenticate(ctx: PublicContext): UserContext {
  const header = ctx.request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  const user = match?.[1] ? userByToken(ctx.db, match[1].trim()) : undefined;
  if (!user) throw unauthenticated();
  return { ...ctx, user };
}

/** Reads an integer path parameter; anything else is a missing resource (route binding). */
export function intParam(ctx: PublicContext, name: string): number {
  const raw = ctx.params[name] ?? '';
  if (!/^\d+$/.test(raw)) throw notFound();
  return Number(raw);
}

function boardContext(ctx: UserContext, param: string): BoardContext {
  const board = liveBoard(ctx.db, intParam(ctx, param));
  if (!board) throw notFound('Board not found.');
  const level = effectiveLevel(ctx.db, board, ctx.user);
  const member =
    board.cuid === ctx.user.cuid ? membership(ctx.db, board.id, ctx.user.id) : undefined;
  return {
    ...ctx,
    board,
    level,
    member,
    requireLevel(need) {
      if (!levelAtLeast(level, need)) throw forbidden();
    },
    requireMember() {
      if (!member) throw forbidden();
      return member;
    },
  };
}

function define(
  method: Method,
  path: string,
  run: (ctx: PublicContext) => Reply | Promise<Reply>,
): MockRoute {
  return {
    method,
    path,
    async run(service, request, params) {
      try {
        const scope = method === 'post' ? idempotencyScope(service.db, request) : null;
        const replay = scope ? storedAnswer(service.db, scope, service.now()) : undefined;
        if (replay) {
          // The same write again: its first answer, once that write is surely stored.
          await service.changed();
          return toResponse({ status: replay.status, body: replay.body });
        }
        // A write works on the tracked data, so only what it changes is stored; a read on the data.
        const db = method === 'get' ? service.db : service.writable;
        const reply = await run(await baseContext(service, db, request, params));
        if (scope && !(reply instanceof Response) && reply.status < 300) {
          rememberAnswer(service.writable, scope, reply, service.now());
        }
        const response = toResponse(reply);
        if (method !== 'get' && response.status < 400) await service.changed();
        return response;
      } catch (error) {
        if (error instanceof HttpError)
          return HttpResponse.json(error.body, { status: error.status });
        throw error;
      }
    },
  };
}

/** No token needed (mock-only endpoints). */
export function publicRoute(
  method: Method,
  path: string,
  handle: (ctx: PublicContext) => Reply | Promise<Reply>,
): MockRoute {
  return define(method, path, handle);
}

/** Token required (401), nothing else. */
export function userRoute(
  method: Method,
  path: string,
  handle: (ctx: UserContext) => Reply | Promise<Reply>,
): MockRoute {
  return define(method, path, (ctx) => handle(authenticate(ctx)));
}

export interface BoardRouteOptions<L> {
  /** Minimum level, checked after `load`. Omit to check inside `handle` (body-dependent rules). */
  level?: PermissionLevel;
  /** Path parameter holding the board id; default `board`. */
  param?: string;
  /** Loads nested path resources (card, checklist...) and throws 404s, before the 403 check. */
  load?: (ctx: BoardContext) => L;
}

/**
 * The CONTRACT.md check order: token (401), board and nested path resources (404),
 * permission (403), then `handle` validates (422) and acts. A successful write is then logged
 * in the activity of the card it changed (`activity/`) and announced on the event stream.
 */
export function boardRoute<L = undefined>(
  method: Method,
  path: string,
  options: BoardRouteOptions<L>,
  handle: (ctx: BoardContext, loaded: L) => Reply | Promise<Reply>,
): MockRoute {
  return define(method, path, async (base) => {
    const ctx = boardContext(authenticate(base), options.param ?? 'board');
    const loaded = options.load ? options.load(ctx) : (undefined as L);
    if (options.level) ctx.requireLevel(options.level);
    const activity =
      method === 'get' ? null : watchCardActivity(ctx.db, ctx.board.id, ctx.params.card);
    const standing = method === 'get' ? null : cardStanding(ctx.db, ctx.params.card);
    const reply = await handle(ctx, loaded);
    if (method !== 'get' && !(reply instanceof Response) && reply.status < 300) {
      activity?.record(ctx.user.id, ctx.now);
      announceWrite(ctx, method, path, reply);
      if (standing !== cardStanding(ctx.db, ctx.params.card)) {
        announceDependents(ctx, [Number(ctx.params.card)]);
      }
    }
    return reply;
  });
}

/** A committed write on a board: its event for the stream, and the new record versions. */
function announceWrite(ctx: BoardContext, method: Method, path: string, reply: Reply): void {
  if (reply instanceof Response) return;
  const write = describeBoardWrite({
    method,
    path,
    params: ctx.params,
    body: ctx.body,
    answer: reply.body,
  });
  if (!write) return;
  const event = recordBoardWrite(ctx.db, ctx.board.id, write, ctx.user.id, ctx.now.toISOString());
  stampVersions(reply.body, write, event.version);
  ctx.service.publish(ctx.board.id, eventMessage(event));
}

/**
 * What the relation summaries of other cards read of the path's card (CONTRACT 4d): whether it
 * is completed, archived or deleted. null without a card in the path.
 */
function cardStanding(db: Db, cardParam: string | undefined): string | null {
  if (cardParam === undefined || !/^\d+$/.test(cardParam)) return null;
  const id = Number(cardParam);
  const card = untracked(db).cards.find((c) => c.id === id);
  if (!card) return null;
  return `${card.completed_at !== null}|${card.archived_at !== null}|${card.deleted_at !== null}`;
}

/**
 * A card finished, reopened, archived, restored or deleted may be another's blocker or
 * sub-card: the cards whose relation summary follows it (CONTRACT 4d) hear a `relation`
 * `updated` event on their boards, and read themselves again (an extension of 4d's created and
 * deleted; their own versions stay).
 */
function announceDependents(ctx: BoardContext, cardIds: readonly number[]): void {
  const dependents = summaryDependents(ctx.db, new Set(cardIds));
  if (dependents.size === 0) return;
  const byBoard = new Map<number, number[]>();
  for (const card of untracked(ctx.db).cards) {
    if (!dependents.has(card.id)) continue;
    byBoard.set(card.board_id, [...(byBoard.get(card.board_id) ?? []), card.id]);
  }
  for (const [boardId, ids] of byBoard) {
    const event = recordBoardWrite(
      ctx.db,
      boardId,
      { event: 'relation', kind: 'updated', ids },
      ctx.user.id,
      ctx.now.toISOString(),
    );
    ctx.service.publish(boardId, eventMessage(event));
  }
}

/** Binds route definitions to a service as MSW handlers matching any origin under `/api`. */
export function toMswHandlers(routes: readonly MockRoute[], service: MockService): HttpHandler[] {
  return routes.map((route) =>
    http[route.method](`*/api${route.path}`, async ({ request, params }) => {
      const plain: Record<string, string> = {};
      for (const [key, value] of Object.entries(params)) {
        if (typeof value === 'string') plain[key] = value;
      }
      if (route.path.startsWith('/__mock')) {
        // Mock control must be asked for explicitly: a header no page can send cross-origin
        // without a preflight (which only the app's origins pass), and no form can send at all.
        if (request.headers.get('x-mock-control') !== '1') {
          return HttpResponse.json(
            { message: 'Mock control needs the header X-Mock-Control: 1.' },
            { status: 403 },
          );
        }
        return route.run(service, request, plain);
      }
      return (await injectFault(service, request)) ?? route.run(service, request, plain);
    }),
  );
}
