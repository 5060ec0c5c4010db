/**
 * A Trello board export in the shape Trello writes (Board menu → Print, export and share →
 * Export as JSON; the REST API's board with `lists`, `cards`, `labels`, `members`,
 * `checklists`, `customFields` and `actions`), deterministic for a seed. Used by the import's
 * unit tests, its browser test and its bench; nothing in it is shaped for the importer.
 */

/** A small seeded generator (mulberry32). */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const hex24 = (n: number, prefix: string) =>
  `${prefix}${n.toString(16)}`.padStart(24, '0').slice(-24);

export interface TrelloExportOptions {
  cards: number;
  seed?: number;
  /** Comments per card at most (0..n), default 2. */
  comments?: number;
  /** Padding of each description, to reach a file size (the 10 MB bench). */
  descriptionChars?: number;
  /** The date the export was taken; due dates are around it. */
  now?: Date;
}

const WORDS = [
  'plan',
  'ship',
  'review',
  'design',
  'fix',
  'write',
  'test',
  'call',
  'draft',
  'check',
  'update',
  'deploy',
];

export function trelloExport(options: TrelloExportOptions): Record<string, unknown> {
  const rand = random(options.seed ?? 7);
  const now = options.now ?? new Date('2026-03-11T10:00:00.000Z');
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
  const boardId = hex24(1, 'b');
  const members = [
    {
      id: hex24(1, 'm'),
      fullName: 'Maya Manager',
      username: 'mayamanager',
      initials: 'MM',
      avatarUrl: null,
      memberType: 'normal',
    },
    {
      id: hex24(2, 'm'),
      fullName: 'Eli Editor',
      username: 'elieditor',
      initials: 'EE',
      avatarUrl: null,
      memberType: 'normal',
    },
    {
      id: hex24(3, 'm'),
      fullName: 'Tom Trello',
      username: 'tomtrello',
      initials: 'TT',
      avatarUrl: null,
      memberType: 'normal',
    },
  ];
  const labels = [
    { id: hex24(1, 'l'), idBoard: boardId, name: 'Bug', color: 'red', uses: 0 },
    { id: hex24(2, 'l'), idBoard: boardId, name: 'Feature', color: 'green', uses: 0 },
    { id: hex24(3, 'l'), idBoard: boardId, name: '', color: 'purple', uses: 0 },
    { id: hex24(4, 'l'), idBoard: boardId, name: 'Design', color: 'sky_light', uses: 0 },
  ];
  const lists = [
    {
      id: hex24(1, 'a'),
      name: 'To Do',
      closed: false,
      idBoard: boardId,
      pos: 16384,
      subscribed: false,
      softLimit: null,
    },
    {
      id: hex24(2, 'a'),
      name: 'Doing',
      closed: false,
      idBoard: boardId,
      pos: 32768,
      subscribed: false,
      softLimit: null,
    },
    {
      id: hex24(3, 'a'),
      name: 'Done',
      closed: false,
      idBoard: boardId,
      pos: 49152,
      subscribed: false,
      softLimit: null,
    },
    {
      id: hex24(4, 'a'),
      name: 'Old ideas',
      closed: true,
      idBoard: boardId,
      pos: 65536,
      subscribed: false,
      softLimit: null,
    },
  ];
  const priority = {
    id: hex24(1, 'f'),
    idModel: boardId,
    modelType: 'board',
    fieldGroup: 'g1',
    display: { cardFront: true },
    name: 'Priority',
    pos: 16384,
    type: 'list',
    options: [
      {
        id: hex24(1, 'o'),
        idCustomField: hex24(1, 'f'),
        value: { text: 'High' },
        color: 'red',
        pos: 16384,
      },
      {
        id: hex24(2, 'o'),
        idCustomField: hex24(1, 'f'),
        value: { text: 'Low' },
        color: 'none',
        pos: 32768,
      },
    ],
  };
  const customFields = [
    priority,
    {
      id: hex24(2, 'f'),
      idModel: boardId,
      modelType: 'board',
      name: 'Estimate',
      pos: 32768,
      type: 'number',
      display: { cardFront: true },
    },
    {
      id: hex24(3, 'f'),
      idModel: boardId,
      modelType: 'board',
      name: 'Customer',
      pos: 49152,
      type: 'text',
      display: { cardFront: true },
    },
    {
      id: hex24(4, 'f'),
      idModel: boardId,
      modelType: 'board',
      name: 'Signed',
      pos: 65536,
      type: 'checkbox',
      display: { cardFront: true },
    },
    {
      id: hex24(5, 'f'),
      idModel: boardId,
      modelType: 'board',
      name: 'Launch',
      pos: 81920,
      type: 'date',
      display: { cardFront: true },
    },
  ];
  const cards: Record<string, unknown>[] = [];
  const checklists: Record<string, unknown>[] = [];
  const actions: Record<string, unknown>[] = [];
  const pad = options.descriptionChars ?? 0;
  for (let n = 1; n <= options.cards; n += 1) {
    const id = hex24(n, 'c');
    const list = n % 17 === 0 ? lists[3] : lists[n % 3];
    const title = `${pick(WORDS)} ${pick(WORDS)} #${n}`;
    const due =
      n % 4 === 0 ? new Date(now.getTime() + ((n % 20) - 10) * 86_400_000).toISOString() : null;
    const cardLabels = labels.filter((_, i) => (n + i) % 3 === 0);
    const cardMembers = n % 5 === 0 ? [members[n % 3]?.id] : [];
    const idChecklists: string[] = [];
    if (n % 3 === 0) {
      const checklistId = hex24(n, 'k');
      idChecklists.push(checklistId);
      checklists.push({
        id: checklistId,
        name: 'Steps',
        idBoard: boardId,
        idCard: id,
        pos: 16384,
        checkItems: [1, 2, 3].map((i) => ({
          id: hex24(n * 10 + i, 'i'),
          name: `Step ${i}`,
          nameData: { emoji: {} },
          pos: 16384 * i,
          state: i <= n % 4 ? 'complete' : 'incomplete',
          due: i === 2 ? new Date(now.getTime() + i * 86_400_000).toISOString() : null,
          dueReminder: null,
          idMember: i === 1 ? members[1]?.id : null,
          idChecklist: checklistId,
        })),
      });
    }
    const customFieldItems: Record<string, unknown>[] = [];
    if (n % 2 === 0)
      customFieldItems.push({
        id: hex24(n, 'v1'),
        idValue: priority.options[n % 4 === 0 ? 0 : 1]?.id,
        idCustomField: priority.id,
        idModel: id,
        modelType: 'card',
      });
    if (n % 3 === 0)
      customFieldItems.push({
        id: hex24(n, 'v2'),
        value: { number: String(n % 8) },
        idValue: null,
        idCustomField: hex24(2, 'f'),
        idModel: id,
        modelType: 'card',
      });
    if (n % 5 === 0)
      customFieldItems.push({
        id: hex24(n, 'v3'),
        value: { text: `Client ${n}` },
        idValue: null,
        idCustomField: hex24(3, 'f'),
        idModel: id,
        modelType: 'card',
      });
    if (n % 7 === 0)
      customFieldItems.push({
        id: hex24(n, 'v4'),
        value: { checked: 'true' },
        idValue: null,
        idCustomField: hex24(4, 'f'),
        idModel: id,
        modelType: 'card',
      });
    if (n % 11 === 0)
      customFieldItems.push({
        id: hex24(n, 'v5'),
        value: { date: '2026-06-01T10:00:00.000Z' },
        idValue: null,
        idCustomField: hex24(5, 'f'),
        idModel: id,
        modelType: 'card',
      });
    const description =
      n % 2 === 0
        ? `## Notes for ${n}\n\nWe **must** ${pick(WORDS)} this, see [the spec](https://example.com/spec/${n}).\n\n- first\n- second${pad > 0 ? `\n\n${'lorem ipsum '.repeat(Math.ceil(pad / 12)).slice(0, pad)}` : ''}`
        : pad > 0
          ? 'lorem ipsum '.repeat(Math.ceil(pad / 12)).slice(0, pad)
          : '';
    const commentCount = Math.floor(rand() * ((options.comments ?? 2) + 1));
    for (let c = 0; c < commentCount; c += 1) {
      const author = members[(n + c) % 3];
      actions.push({
        id: hex24(n * 10 + c, 'x'),
        idMemberCreator: author?.id,
        type: 'commentCard',
        date: new Date(now.getTime() - (n * 10 + (10 - c)) * 60_000).toISOString(),
        data: {
          text: `Comment ${c + 1} on **card ${n}**`,
          textData: { emoji: {} },
          card: { id, name: title, idShort: n, shortLink: id.slice(0, 8) },
          board: { id: boardId, name: 'Imported board', shortLink: 'qBtTwPDN' },
          list: { id: list?.id, name: list?.name },
        },
        appCreator: null,
        limits: { reactions: { perAction: { status: 'ok', disableAt: 900, warnAt: 720 } } },
        memberCreator: {
          id: author?.id,
          fullName: author?.fullName,
          username: author?.username,
          initials: author?.initials,
          avatarUrl: null,
        },
      });
    }
    if (n % 9 === 0)
      actions.push({
        id: hex24(n, 'y'),
        idMemberCreator: members[0]?.id,
        type: 'updateCard',
        date: now.toISOString(),
        data: { card: { id }, old: { pos: 1 } },
        memberCreator: members[0],
      });
    cards.push({
      id,
      badges: {
        votes: 0,
        checkItems: n % 3 === 0 ? 3 : 0,
        comments: commentCount,
        attachments: n % 6 === 0 ? 1 : 0,
        description: description !== '',
      },
      checkItemStates: [],
      closed: n % 13 === 0,
      dueComplete: due !== null && n % 8 === 0,
      dateLastActivity: now.toISOString(),
      desc: description,
      descData: { emoji: {} },
      due,
      dueReminder: null,
      email: null,
      idBoard: boardId,
      idChecklists,
      idList: list?.id,
      idMembers: cardMembers,
      idMembersVoted: [],
      idShort: n,
      idAttachmentCover: null,
      idLabels: cardLabels.map((l) => l.id),
      manualCoverAttachment: false,
      name: title,
      pos: 16384 * (options.cards - n + 1) + (n % 2),
      shortLink: id.slice(0, 8),
      shortUrl: `https://trello.com/c/${id.slice(0, 8)}`,
      start: n % 10 === 0 ? '2026-03-01T09:00:00.000Z' : null,
      subscribed: false,
      url: `https://trello.com/c/${id.slice(0, 8)}/${n}`,
      cover: { idAttachment: null, color: null, size: 'normal', brightness: 'light' },
      labels: cardLabels,
      attachments:
        n % 6 === 0
          ? [
              {
                id: hex24(n, 'z'),
                bytes: 1234,
                date: now.toISOString(),
                idMember: members[0]?.id,
                isUpload: false,
                mimeType: null,
                name: `Spec ${n}`,
                previews: [],
                url: `https://docs.example.com/spec-${n}`,
                pos: 16384,
              },
            ]
          : [],
      customFieldItems,
    });
  }
  return {
    id: boardId,
    name: 'Imported board',
    desc: 'A board exported from Trello',
    descData: null,
    closed: false,
    idOrganization: hex24(1, 'g'),
    pinned: false,
    url: 'https://trello.com/b/qBtTwPDN/imported-board',
    shortUrl: 'https://trello.com/b/qBtTwPDN',
    prefs: { permissionLevel: 'private', background: 'blue', cardCovers: true },
    labelNames: {
      green: 'Feature',
      yellow: '',
      orange: '',
      red: 'Bug',
      purple: '',
      blue: '',
      sky: '',
      lime: '',
      pink: '',
      black: '',
    },
    actions,
    cards,
    labels,
    lists,
    members,
    checklists,
    customFields,
    pluginData: [],
  };
}
