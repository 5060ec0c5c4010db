import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPage, setupChromium, takeCspViolations } from './support/chromium';
import { openDemo } from './support/demo';
import { connectToServer, startHostileServer, type HostileServer } from './support/hostile-server';

/**
 * Hostile content is inert: every payload below goes through every place the app shows API
 * strings (card titles, icons and content, column, tag, board, member, custom field, option,
 * file, checklist and mention names, file and avatar URLs), and nothing runs. Payloads call
 * `xss(n)` or `alert(n)`; the page traps both. The data comes from the mock over HTTP, on
 * another origin, through the app's "real server" connection; a proxy in front of it makes
 * file and avatar URLs hostile too (the mock generates those itself).
 */

/** URL-shaped payloads (also used as text). */
const URL_PAYLOADS: ((n: number) => string)[] = [
  (n) => `javascript:xss(${n})`,
  (n) => `JaVaScRiPt:xss(${n})`,
  (n) => `JAVASCRIPT:alert(${n})`,
  (n) => ` javascript:xss(${n})`,
  (n) => `\tjavascript:xss(${n})`,
  (n) => `\njavascript:xss(${n})`,
  (n) => `\u0000javascript:xss(${n})`,
  (n) => `\u0001javascript:xss(${n})`,
  (n) => `\u001fjavascript:xss(${n})`,
  (n) => `\u00a0javascript:xss(${n})`,
  (n) => `\u2028javascript:xss(${n})`,
  (n) => `java\tscript:xss(${n})`,
  (n) => `java\nscript:xss(${n})`,
  (n) => `java\rscript:xss(${n})`,
  (n) => `java\u0000script:xss(${n})`,
  (n) => `&#106;avascript:xss(${n})`,
  (n) => `&#x6A;avascript:xss(${n})`,
  (n) => `&#0000106&#0000097vascript:xss(${n})`,
  (n) => `javascript&colon;xss(${n})`,
  (n) => `javascript&#58;xss(${n})`,
  (n) => `jav&#x09;ascript:xss(${n})`,
  (n) => `%6Aavascript:xss(${n})`,
  (n) => `javascript://%0Axss(${n})`,
  (n) => `javascript://comment%0d%0axss(${n})`,
  (n) => `javascript:/*--></title></style></textarea></script><svg/onload=xss(${n})>`,
  (n) => `data:text/html,<script>xss(${n})</script>`,
  (n) => `DATA:text/html;base64,PHNjcmlwdD54c3MoJHtufSk8L3NjcmlwdD4=#${n}`,
  (n) => ` data:image/svg+xml,<svg onload=xss(${n})>`,
  (n) => `data:application/javascript,xss(${n})`,
  (n) => `vbscript:msgbox(${n})`,
  (n) => `VBScript:Execute("xss(${n})")`,
  (n) => `//evil.example/${n}`,
  (n) => `\\\\evil.example\\${n}`,
  (n) => `/\\evil.example/${n}`,
  (n) => `\\/evil.example/${n}`,
  (n) => `blob:https://evil.example/${n}`,
  (n) => `file:///etc/passwd#${n}`,
  (n) => `about:blank#${n}`,
  (n) => `ws://evil.example/${n}`,
  (n) => `https://ok.example/${n}"onmouseover="xss(${n})`,
  (n) => `http://ok.example/${n}'><script>xss(${n})</script>`,
  (n) => `https://ok.example/${n}#"><img src=x onerror=xss(${n})>`,
];

/** Markup and template payloads. */
const TEXT_PAYLOADS: ((n: number) => string)[] = [
  (n) => `<img src=x onerror=xss(${n})>`,
  (n) => `<img src=x onerror=alert(${n})>`,
  (n) => `<IMG SRC=JaVaScRiPt:xss(${n})>`,
  (n) => `<img src=x:x onerror=xss(${n})>`,
  (n) => `<svg onload=xss(${n})>`,
  (n) => `<svg/onload=xss(${n})>`,
  (n) => `<svg><script>xss(${n})</script></svg>`,
  (n) => `<svg><animate onbegin=xss(${n}) attributeName=x>`,
  (n) => `"><script>xss(${n})</script>`,
  (n) => `'><script>xss(${n})</script>`,
  (n) => `"><img src=x onerror=xss(${n})>`,
  (n) => `'><img src=x onerror=xss(${n})>`,
  (n) => `"><svg/onload=xss(${n})>`,
  (n) => `" autofocus onfocus="xss(${n})`,
  (n) => `' onmouseover='xss(${n})`,
  (n) => `onmouseover=xss(${n}) x="`,
  (n) => `</textarea><img src=x onerror=xss(${n})>`,
  (n) => `</title><img src=x onerror=xss(${n})>`,
  (n) => `</style><img src=x onerror=xss(${n})>`,
  (n) => `</script><script>xss(${n})</script>`,
  (n) => `<script>xss(${n})</script>`,
  (n) => `<scr<script>ipt>xss(${n})</script>`,
  (n) => `<iframe src="javascript:xss(${n})">`,
  (n) => `<iframe srcdoc="<script>parent.xss(${n})</script>">`,
  (n) => `<object data="javascript:xss(${n})">`,
  (n) => `<embed src=javascript:xss(${n})>`,
  (n) => `<a href="javascript:xss(${n})">click</a>`,
  (n) => `<a href=# onclick=xss(${n})>click</a>`,
  (n) => `<details open ontoggle=xss(${n})>`,
  (n) => `<body onload=xss(${n})>`,
  (n) => `<input autofocus onfocus=xss(${n})>`,
  (n) => `<select autofocus onfocus=xss(${n})>`,
  (n) => `<textarea autofocus onfocus=xss(${n})>`,
  (n) => `<video><source onerror=xss(${n})>`,
  (n) => `<audio src=x onerror=xss(${n})>`,
  (n) => `<marquee onstart=xss(${n})>`,
  (n) => `<math><a xlink:href="javascript:xss(${n})">x</a>`,
  (n) => `<base href="//evil.example/${n}/">`,
  (n) => `<meta http-equiv="refresh" content="0;url=javascript:xss(${n})">`,
  (n) => `<link rel=stylesheet href=//evil.example/${n}.css>`,
  (n) => `<form action=javascript:xss(${n})><button>go`,
  (n) => `<button formaction=javascript:xss(${n})>go`,
  (n) => `<table background="javascript:xss(${n})">`,
  (n) => `<div style="background:url(javascript:xss(${n}))">`,
  (n) => `<style>@import '//evil.example/${n}.css'</style>`,
  (n) => `<noscript><p title="</noscript><img src=x onerror=xss(${n})>">`,
  (n) => `<!--<img src="--><img src=x onerror=xss(${n})//">`,
  (n) => `--!><svg onload=xss(${n})>`,
  (n) => `]]><svg onload=xss(${n})>`,
  (n) => `<template><img src=x onerror=xss(${n})></template>`,
  (n) => `<x onclick=xss(${n})>click me`,
  (n) => `&lt;img src=x onerror=xss(${n})&gt;`,
  (n) => `&#60;img src=x onerror=xss(${n})&#62;`,
  (n) => `{{constructor.constructor('xss(${n})')()}}`,
  (n) => `\${xss(${n})}`,
  (n) => `#{xss(${n})}`,
  (n) => `<%= xss(${n}) %>`,
  (n) => `\u202E<img src=x onerror=xss(${n})>\u202C`,
  (n) => `\u2066"><svg onload=xss(${n})>\u2069`,
  (n) => `<img src="x" onerror="&#120;ss(${n})">`,
  (n) => `<img src=1 onerror=window['x'+'ss'](${n})>`,
  (n) => `<svg><use href="data:image/svg+xml,<svg id='x' onload='xss(${n})'/>#x">`,
  (n) => `<img srcset="x 1x" onerror=xss(${n})>`,
  (n) => `<isindex type=image src=1 onerror=xss(${n})>`,
  (n) => `<object type="text/html" data="data:text/html,<script>xss(${n})</script>">`,
];

const templates = [...URL_PAYLOADS, ...TEXT_PAYLOADS];
/** Payload n (1-based) of the full list. */
const PAYLOADS = templates.map((template, index) => template(index + 1));
const URLS = URL_PAYLOADS.map((template, index) => template(index + 1));

/** Names have lengths limits (tags 2..40, custom fields and options 1..60, columns 80). */
const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

function doc(content: unknown[]) {
  return JSON.stringify({ type: 'doc', content });
}

/** The stored editor document: every payload as text, as a link's href and as a mention label. */
function hostileDocument(): string {
  const paragraphs = PAYLOADS.map((payload, index) => ({
    type: 'paragraph',
    content: [
      { type: 'text', text: payload },
      { type: 'text', text: ' ' },
      {
        type: 'text',
        text: `link ${index + 1}`,
        marks: [
          {
            type: 'link',
            attrs: {
              href: URLS[index % URLS.length],
              target: '_self',
              rel: 'opener',
              onclick: `xss(${index + 1})`,
            },
          },
        ],
      },
      { type: 'text', text: ' ' },
      { type: 'mention', attrs: { id: '1', label: payload } },
    ],
  }));
  return doc([
    ...paragraphs,
    {
      type: 'heading',
      attrs: { level: '1 onclick=xss(900)' },
      content: [{ type: 'text', text: 'h' }],
    },
    { type: 'codeBlock', attrs: { language: '"><img src=x onerror=xss(901)>' }, content: [] },
    { type: 'script', content: [{ type: 'text', text: 'xss(902)' }] },
    { type: 'iframe', attrs: { src: 'javascript:xss(903)' } },
    { type: 'image', attrs: { src: 'javascript:xss(904)', onerror: 'xss(904)' } },
    { type: 'paragraph', attrs: { style: 'background:url(javascript:xss(905))' } },
  ]);
}

interface Seeded {
  contentCardId: number;
  titleCardIds: number[];
}

const M = 'demo-manager';

/** Seeds board 1 through the mock's HTTP API (and users' names in its data). */
async function seed(server: HostileServer): Promise<Seeded> {
  const { call } = server;
  // Member names and the actor of notifications: users are not writable over the API.
  server.mock.service.db.users.forEach((user, index) => {
    user.name = PAYLOADS[index % PAYLOADS.length] ?? user.name;
  });

  const columnIds: number[] = [];
  for (let index = 0; index < 10; index += 1) {
    const column = (await call(M, 'POST', '/boards/1/columns', {
      name: clip(PAYLOADS[index * 7] ?? 'x', 80),
      icon: PAYLOADS[index * 7 + 1],
      description: PAYLOADS[index * 7 + 2],
    })) as { id: number };
    columnIds.push(column.id);
  }

  const tagIds: number[] = [];
  for (const [index, payload] of PAYLOADS.entries()) {
    const name = clip(`${payload}`.trim().length >= 2 ? payload : `${payload}${index}`, 40);
    const created = (await call(M, 'POST', '/boards/1/tags', {
      name: `${index}${name}`.slice(0, 40),
      color: '#ef4444',
      description: clip(payload, 250).padEnd(3, '.'),
    })) as { tag: { id: number } };
    tagIds.push(created.tag.id);
  }

  const select = (await call(M, 'POST', '/boards/1/custom-fields/definitions', {
    name: clip(PAYLOADS[3] ?? 'x', 60),
    type: 'select',
    description: PAYLOADS[4],
    config: {
      options: PAYLOADS.slice(0, 100).map((payload, index) => ({
        id: `o${index}`,
        label: `${index} ${payload}`.slice(0, 60),
        color: '#64748b',
      })),
    },
  })) as { id: number };
  const text = (await call(M, 'POST', '/boards/1/custom-fields/definitions', {
    name: clip(PAYLOADS[40] ?? 'x', 60),
    type: 'text',
    config: { placeholder: PAYLOADS[41], default_value: PAYLOADS[42] },
  })) as { id: number };

  const titleCardIds: number[] = [];
  for (const [index, payload] of PAYLOADS.entries()) {
    const card = (await call(M, 'POST', '/boards/1/cards', {
      column_id: columnIds[index % columnIds.length],
      title: payload,
      icon: PAYLOADS[(index + 1) % PAYLOADS.length],
    })) as { id: number };
    titleCardIds.push(card.id);
    await call(M, 'PATCH', `/boards/1/cards/${card.id}`, {
      tags_ids: [tagIds[index], tagIds[(index + 1) % tagIds.length]],
    });
  }

  // Eli writes the card that mentions Maya: Maya's inbox shows it, with Eli's hostile name.
  const content = (await call('demo-editor', 'POST', '/boards/1/cards', {
    column_id: columnIds[0],
    title: PAYLOADS[0],
    content: hostileDocument(),
    icon: PAYLOADS[1],
    order: 1,
  })) as { id: number };
  await call(M, 'PATCH', `/boards/1/cards/${content.id}`, {
    tags_ids: tagIds.slice(0, 20),
    custom_fields: { [select.id]: 'o7', [text.id]: PAYLOADS[8] },
  });
  await call(M, 'POST', `/boards/1/cards/${content.id}/assignees/sync`, {
    assignees: { 1: true, 2: true, 3: true },
  });
  const checklist = (await call(M, 'POST', `/boards/1/cards/${content.id}/checklists`, {
    title: PAYLOADS[9],
  })) as { id: number };
  for (const payload of PAYLOADS.slice(10, 20)) {
    await call(M, 'POST', `/boards/1/cards/${content.id}/checklists/${checklist.id}/items`, {
      title: payload,
    });
  }
  await call('demo-editor', 'PATCH', '/boards/1', {
    name: clip(PAYLOADS[5] ?? 'x', 80),
    description: PAYLOADS[6],
    icon: PAYLOADS[7],
  });
  return { contentCardId: content.id, titleCardIds };
}

/** The hostile server: URLs of files and avatars come back as the payloads. */
function hostileUrls(path: string, json: unknown): unknown {
  let next = 0;
  const url = () => URLS[next++ % URLS.length] ?? null;
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (typeof value !== 'object' || value === null) return value;
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      out[key] = key.endsWith('_url') ? url() : walk(item);
    }
    return out;
  };
  const rewritten = walk(json);
  // A card's files: one per payload, each with a hostile name and hostile URLs.
  if (/^\/boards\/\d+\/cards\/\d+$/.test(path) && typeof rewritten === 'object' && rewritten) {
    return {
      ...rewritten,
      files: PAYLOADS.map((payload, index) => ({
        id: 9000 + index,
        identifier: payload,
        name: payload,
        download_url: url(),
        content_url: url(),
        view_url: url(),
        size_bytes: index,
        mime_type: payload,
        created_at: '2026-01-01T00:00:00Z',
      })),
    };
  }
  return rewritten;
}

interface Findings {
  trapped: unknown[];
  unsafe: string[];
}

/** What ran (the trap), and every attribute or element that could run or leave the app. */
async function inspect(page: Page): Promise<Findings> {
  return page.evaluate(() => {
    const unsafe: string[] = [];
    const URL_ATTRIBUTES = [
      'href',
      'src',
      'action',
      'formaction',
      'srcset',
      'poster',
      'data',
      'xlink:href',
      'background',
      'srcdoc',
    ];
    const safe = (value: string) => {
      const trimmed = value.trim();
      if (/^https?:\/\//i.test(trimmed)) return true;
      if (trimmed.startsWith('#') || trimmed.startsWith('?')) return true;
      return /^\/(?![/\\])/.test(trimmed);
    };
    for (const element of Array.from(document.querySelectorAll('*'))) {
      const tag = element.tagName.toLowerCase();
      if (['iframe', 'object', 'embed', 'base', 'frame', 'applet'].includes(tag)) {
        unsafe.push(`<${tag}>`);
      }
      // The app's own scripts only: the bundle's, and the theme's boot script in <head>.
      const ownScript = /^\/(assets\/|theme-boot\.js$)/.test(element.getAttribute('src') ?? '');
      if (tag === 'script' && !ownScript) {
        unsafe.push(`<script> ${element.outerHTML.slice(0, 80)}`);
      }
      if (tag === 'meta' && element.hasAttribute('http-equiv')) {
        const kind = (element.getAttribute('http-equiv') ?? '').toLowerCase();
        if (kind !== 'content-security-policy') unsafe.push(`<meta http-equiv=${kind}>`);
      }
      for (const attribute of Array.from(element.attributes)) {
        const name = attribute.name.toLowerCase();
        if (name.startsWith('on')) unsafe.push(`${tag}[${name}]`);
        if (URL_ATTRIBUTES.includes(name)) {
          const resolved = (() => {
            try {
              return new URL(attribute.value, location.href).protocol;
            } catch {
              return 'invalid';
            }
          })();
          if (!safe(attribute.value) || !['http:', 'https:'].includes(resolved)) {
            unsafe.push(`${tag}[${name}=${JSON.stringify(attribute.value)}]`);
          }
        }
        if (name === 'target' && attribute.value === '_blank') {
          const rel = (element.getAttribute('rel') ?? '').split(/\s+/);
          if (!rel.includes('noopener') || !rel.includes('noreferrer')) {
            unsafe.push(`${tag}[target=_blank] without rel="noopener noreferrer"`);
          }
        }
      }
    }
    const trapped = (window as unknown as { __xss: unknown[] }).__xss;
    return { trapped: [...trapped], unsafe };
  });
}

describe('hostile content is inert (XSS payloads through every render site)', () => {
  const chromium = setupChromium();
  const appUrl = inject('appUrl');
  let server: HostileServer;
  let seeded: Seeded;

  beforeAll(async () => {
    server = await startHostileServer(hostileUrls);
    seeded = await seed(server);
  });

  afterAll(async () => {
    await server.close();
  });

  async function open(path: string) {
    const { context, page, errors } = await openPage(chromium.browser());
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await context.addInitScript(() => {
      const trap: unknown[] = [];
      const record = (value: unknown) => {
        trap.push(value);
      };
      Object.assign(window, { __xss: trap, xss: record });
    });
    await connectToServer(context, server.apiUrl, M);
    await page.goto(`${appUrl}${path}`);
    const check = async (where: string) => {
      const findings = await inspect(page);
      expect(findings.trapped, `${where}: a payload ran`).toEqual([]);
      expect(findings.unsafe, `${where}: unsafe attributes or elements`).toEqual([]);
      expect(dialogs, `${where}: a dialog opened`).toEqual([]);
      expect(errors.page, `${where}: page errors`).toEqual([]);
    };
    return { context, page, check };
  }

  it(`has at least 100 payloads (${PAYLOADS.length})`, () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(100);
    expect(new Set(PAYLOADS).size).toBe(PAYLOADS.length);
  });

  it('the board in kanban and list view, and the quick switcher', async () => {
    const { context, page, check } = await open('/boards/1');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByText('javascript:xss(1)', { exact: true }).first().waitFor();
    // Scroll every column and the board so that virtualized tiles render too.
    await scrollEverything(page);
    await check('kanban');
    // Each text payload shows up as text: a tile's title is the payload itself.
    const titles = await page.locator('article').allInnerTexts();
    expect(titles.join('\n')).toContain('<img src=x onerror=xss(');

    await page.goto(`${appUrl}/boards/1?view=list`);
    await page
      .getByRole('link', { name: /^#\d+ / })
      .first()
      .waitFor();
    await scrollEverything(page);
    await check('list view');

    await page.keyboard.press('Control+k');
    await page.getByRole('dialog').waitFor();
    await page.keyboard.type('<');
    await check('quick switcher');
    await context.close();
  });

  it('the card panel: content links and mentions, files, fields, tags, assignees, checklist; and the editor', async () => {
    const { context, page, check } = await open(`/boards/1/cards/${seeded.contentCardId}`);
    const panel = page.getByRole('dialog');
    await panel.waitFor();
    await panel.getByText('@javascript:xss(1)', { exact: true }).waitFor();
    // Every link mark was hostile, so no content link survives; mentions are text.
    const httpLinks = PAYLOADS.filter((_, index) =>
      /^https?:\/\//i.test((URLS[index % URLS.length] ?? '').trim()),
    ).length;
    expect(await panel.getByRole('link', { name: /^link \d+$/ }).count()).toBe(httpLinks);
    await panel
      .getByText(`@${PAYLOADS[50] ?? ''}`)
      .first()
      .waitFor();
    // Every tag of the board, by its hostile name, in the list "Change tags" opens.
    await panel.getByRole('button', { name: 'Change tags' }).click();
    await panel
      .getByRole('group', { name: 'Tags' })
      .getByText(PAYLOADS[60] ?? '')
      .first()
      .waitFor();
    await check('card panel');

    await panel.getByRole('button', { name: 'Edit description' }).click();
    await panel.getByRole('textbox', { name: 'Description' }).waitFor();
    await panel
      .getByRole('textbox', { name: 'Description' })
      .getByText('@javascript:xss(1)', { exact: true })
      .waitFor();
    await check('card editor (TipTap)');
    await context.close();
  });

  it('comments and activity: hostile text, links, mentions, author names and avatars', async () => {
    // A seeded card with its required field filled in (a comment needs it).
    const cardId = 12;
    const path = `/boards/1/cards/${cardId}/comments`;
    await server.call('demo-editor', 'POST', path, { content: hostileDocument() });
    await server.call('demo-editor', 'POST', path, {
      content: doc([
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: '<img src=x onerror=alert(1)> ' },
            {
              type: 'text',
              text: 'hostile link',
              marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }],
            },
          ],
        },
      ]),
    });
    const { context, page, check } = await open(`/boards/1/cards/${cardId}`);
    const thread = page.getByRole('dialog').getByRole('list', { name: 'Comments' });
    await thread.getByText('<img src=x onerror=alert(1)>').waitFor();
    await thread.getByText('@javascript:xss(1)', { exact: true }).first().waitFor();
    // The text is text, and the javascript: link is no link.
    expect(await thread.getByRole('link', { name: 'hostile link' }).count()).toBe(0);
    await thread.getByText('<img src=x onerror=alert(1)> hostile link', { exact: true }).waitFor();
    await check('comment thread');

    await page.getByRole('dialog').getByRole('radio', { name: 'All' }).check();
    await page
      .getByRole('dialog')
      .getByRole('list', { name: 'Comments and activity' })
      .getByRole('listitem')
      .first()
      .waitFor();
    await check('comments and activity');
    await context.close();
  });

  it('cards opened by their hostile titles', async () => {
    const [firstId, ...otherIds] = seeded.titleCardIds.filter((_, index) => index % 15 === 0);
    if (firstId === undefined) throw new Error('no hostile titles seeded');
    const { context, page, check } = await open(`/boards/1/cards/${firstId}`);
    // Each card's address loaded as a page of its own, in one browser context (a context each
    // cost a sign-in and a cold cache per card, about 30 s of CI for the same pages).
    for (const id of [firstId, ...otherIds]) {
      if (id !== firstId) await page.goto(`${appUrl}/boards/1/cards/${id}`);
      await page.getByRole('dialog').getByText(/Files/).first().waitFor();
      await check(`card ${id}`);
    }
    await context.close();
  });

  it('board settings, the inbox and the board list', async () => {
    const { context, page, check } = await open('/boards/1/settings');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByText('javascript:xss(4)').first().waitFor();
    await scrollEverything(page);
    await check('settings');

    await page.goto(`${appUrl}/inbox`);
    // Eli (a hostile name) mentioned Maya in a card with a hostile title, and renamed the board.
    await page.getByRole('main').getByRole('listitem').nth(1).waitFor();
    await check('inbox');

    await page.goto(`${appUrl}/`);
    await page.getByText('javascript:xss(6)').first().waitFor();
    await check('board list');
    await context.close();
  });

  it('the embedded demo too: payloads seeded through the in-page mock', async () => {
    const { context, page, errors } = await openDemo(chromium.browser(), appUrl);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await context.addInitScript(() => {
      const trap: unknown[] = [];
      Object.assign(window, { __xss: trap, xss: (value: unknown) => trap.push(value) });
    });
    await page.getByRole('link', { name: /^#1 / }).waitFor();
    const cardId = await page.evaluate(
      async ({ payloads, content }) => {
        const call = async (method: string, path: string, body: unknown) => {
          const response = await fetch(`/api${path}`, {
            method,
            headers: {
              Authorization: 'Bearer demo-manager',
              'Content-Type': 'application/json',
              Accept: 'application/json',
              'X-Mock-Control': '1',
            },
            body: JSON.stringify(body),
          });
          if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
          return (await response.json()) as { id: number; tag?: { id: number } };
        };
        await call('POST', '/__mock/reset', {});
        const column = await call('POST', '/boards/1/columns', { name: payloads[0]?.slice(0, 80) });
        const tag = await call('POST', '/boards/1/tags', {
          name: `t${payloads[50]?.slice(0, 38) ?? ''}`,
          color: '#ef4444',
        });
        // Twenty at a time: the demo's mock stores its whole database once per group of writes
        // that arrive together, so one at a time was a save per payload.
        let first = 0;
        for (let start = 0; start < payloads.length; start += 20) {
          const cards = await Promise.all(
            payloads.slice(start, start + 20).map((title) =>
              call('POST', '/boards/1/cards', {
                column_id: column.id,
                title,
                icon: title,
                content,
                order: 1,
              }),
            ),
          );
          first = cards.at(-1)?.id ?? first;
        }
        await call('PATCH', `/boards/1/cards/${first}`, { tags_ids: [tag.tag?.id] });
        return first;
      },
      { payloads: PAYLOADS, content: hostileDocument() },
    );
    await page.reload();
    await page.getByText('javascript:xss(1)', { exact: true }).first().waitFor();
    const check = async (where: string) => {
      const findings = await inspect(page);
      expect(findings.trapped, `${where}: a payload ran`).toEqual([]);
      expect(findings.unsafe, `${where}: unsafe attributes or elements`).toEqual([]);
      expect(dialogs, `${where}: a dialog opened`).toEqual([]);
      expect(errors.page, `${where}: page errors`).toEqual([]);
    };
    await scrollEverything(page);
    await check('demo kanban');
    await page.goto(`${appUrl}/boards/1?view=list`);
    await page
      .getByRole('link', { name: /^#\d+ / })
      .first()
      .waitFor();
    await scrollEverything(page);
    await check('demo list view');
    await page.goto(`${appUrl}/boards/1/cards/${cardId}`);
    await page.getByRole('dialog').getByText('@javascript:xss(1)', { exact: true }).waitFor();
    await check('demo card panel');
    await context.close();
  });

  it('the policy itself refuses an inline script, and the collector sees it', async () => {
    const { context, page } = await open('/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__xss.push("inline")';
      document.body.append(script);
      const image = document.createElement('img');
      image.setAttribute('src', 'x');
      image.setAttribute('onerror', 'window.__xss.push("handler")');
      document.body.append(image);
    });
    await page.waitForFunction(() => document.querySelector('img[src="x"]') !== null);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await page.evaluate(() => (window as unknown as { __xss: unknown[] }).__xss)).toEqual(
      [],
    );
    // The inspection sees what the CSP stopped: an inline script and an inline handler.
    const findings = await inspect(page);
    expect(findings.unsafe).toEqual(
      expect.arrayContaining([expect.stringMatching(/^<script>/), 'img[onerror]']),
    );
    const violations = takeCspViolations();
    expect(violations.some((text) => text.includes('script-src'))).toBe(true);

    const response = await page.goto(`${appUrl}/`);
    const header = response?.headers()['content-security-policy'] ?? '';
    const meta = await page
      .locator('meta[http-equiv="Content-Security-Policy"]')
      .getAttribute('content');
    expect(header).toBe(`${meta}; frame-ancestors 'none'`);
    expect(header).toContain("script-src 'self';");
    expect(header).not.toContain('unsafe-eval');
    expect(header).toContain("object-src 'none'");
    await context.close();
  });
});

/** Scrolls every scrollable element to its end and back, so virtualized rows render. */
async function scrollEverything(page: Page): Promise<void> {
  for (const fraction of [0.25, 0.5, 0.75, 1]) {
    await page.evaluate((part) => {
      for (const element of Array.from(document.querySelectorAll<HTMLElement>('*'))) {
        if (element.scrollHeight > element.clientHeight + 4) {
          element.scrollTop = element.scrollHeight * part;
        }
        if (element.scrollWidth > element.clientWidth + 4) {
          element.scrollLeft = element.scrollWidth * part;
        }
      }
    }, fraction);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}
