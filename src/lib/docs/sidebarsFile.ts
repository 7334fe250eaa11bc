/**
 * content/sidebars.yaml: its schema, and the sidebars it describes resolved against the docs that exist. Kept apart
 * from ./sidebars (which the browser uses to draw a sidebar) so the browser bundle carries no schema code.
 */
import { z } from 'zod';
import { formatPath, parseWith, type IssuePath } from '../schema/issues';
import type { DocInfo, SidebarItem, Sidebars } from './sidebars';

export class SidebarError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SidebarError';
  }
}

const ITEM_FORMS = 'an item must be a doc route, {type: doc, route, label} or {type: category, label, key, link, items}';
const text = z.string().min(1);
const route = z.string().regex(/^\/(.*\/)?$/, 'must be a doc route that starts and ends with "/"');
/** A category's key: camelCase words joined by dots ("gettingStarted", "selfHostedServer.advanced"). */
const categoryKey = z
  .string({ required_error: 'is required: the category\'s role name in camelCase (such as "gettingStarted"), its label\'s catalogue key' })
  .regex(/^[a-z][A-Za-z0-9]*(\.[a-z][A-Za-z0-9]*)*$/, 'must be the category\'s role name in camelCase (such as "gettingStarted")');

const docItem = z.object({ type: z.literal('doc'), route, label: text.optional() }).strict();

/** The file's form of a category; the hand-written type only spells out the recursion zod cannot infer. */
interface SidebarCategoryInput {
  type: 'category';
  label: string;
  /** Role name: the label's catalogue key is `sidebar.<key>`, so renaming the label keeps its translations. */
  key: string;
  /** The doc shown when the category label is clicked. */
  link?: string;
  items: SidebarItemInput[];
}
type SidebarItemInput = z.infer<typeof docItem> | SidebarCategoryInput;

const categoryItem = z
  .object({
    type: z.literal('category'),
    label: text,
    key: categoryKey,
    link: route.optional(),
    items: z.lazy(() => z.array(sidebarItemSchema)),
  })
  .strict();

/** A bare route is a doc item that takes its label from the doc. */
export const sidebarItemSchema: z.ZodType<SidebarItemInput, z.ZodTypeDef, unknown> = z.preprocess(
  (value) => (typeof value === 'string' ? { type: 'doc', route: value } : value),
  z.discriminatedUnion('type', [docItem, categoryItem], {
    errorMap: (issue, ctx) => {
      if (issue.code === 'invalid_union_discriminator') {
        const type = (ctx.data as Record<string, unknown> | null)?.type;
        return { message: type === undefined ? `${ITEM_FORMS} (this one has no type)` : `${ITEM_FORMS} (this one has the unknown type ${JSON.stringify(type)})` };
      }
      if (issue.code === 'invalid_type') return { message: `${ITEM_FORMS}, got ${JSON.stringify(ctx.data)}` };
      return { message: ctx.defaultError };
    },
  }),
);

const sidebarsFileSchema = z.record(z.array(sidebarItemSchema, { invalid_type_error: 'must be a list' }), {
  invalid_type_error: 'must map sidebar names to item lists',
  required_error: 'must map sidebar names to item lists',
});

/**
 * Where an issue is, the way an author finds it in the file: `guideSidebar[1] > Obico for Klipper[3]` (the category
 * labels on the way), then the field when the issue is about one.
 */
function describePlace(raw: unknown, path: IssuePath): string {
  if (path.length === 0) return '';
  if (path.length === 1) return `sidebar "${String(path[0])}" `;
  let place = `${String(path[0])}[${String(path[1])}]`;
  let node = ((raw as Record<string, unknown[]>)[path[0]] ?? [])[path[1] as number] as SidebarCategoryInput | undefined;
  let rest = path.slice(2);
  while (rest[0] === 'items' && typeof rest[1] === 'number') {
    place += ` > ${node?.label}[${rest[1]}]`;
    node = node?.items?.[rest[1]] as SidebarCategoryInput | undefined;
    rest = rest.slice(2);
  }
  // A wrong or missing `type` is about the item as a whole: the message lists the forms an item can take.
  return rest.length === 0 || (rest.length === 1 && rest[0] === 'type') ? `${place}: ` : `${place}: field "${formatPath(rest)}" `;
}

function resolveItem(item: SidebarItemInput, docs: ReadonlyMap<string, DocInfo>, where: string): SidebarItem {
  const docLabel = (route: string): string => {
    const doc = docs.get(route);
    if (!doc) throw new SidebarError(`${where}: no doc has the route "${route}" (check content/docs/)`);
    return doc.sidebarLabel ?? doc.title;
  };
  if (item.type === 'doc') {
    const label = docLabel(item.route);
    return { type: 'doc', route: item.route, label: item.label ?? label };
  }
  const link = item.link ?? null;
  if (link) docLabel(link);
  const inner = `${where} > ${item.label}`;
  return { type: 'category', label: item.label, key: item.key, link, items: item.items.map((child, index) => resolveItem(child, docs, `${inner}[${index}]`)) };
}

/** Parses content/sidebars.yaml (an object of sidebar name -> item list) and resolves it against the known docs. */
export function buildSidebars(raw: unknown, docs: readonly DocInfo[], file = 'content/sidebars.yaml'): Sidebars {
  const parsed = parseWith(sidebarsFileSchema, raw, (path, problem) => new SidebarError(`${file}: ${describePlace(raw, path)}${problem}`));
  const byRoute = new Map(docs.map((doc) => [doc.route, doc]));
  return Object.fromEntries(Object.entries(parsed).map(([name, items]) => [name, items.map((item, index) => resolveItem(item, byRoute, `${file}: ${name}[${index}]`))]));
}
