// What a definition adds to the default create, update and delete: its own validators (per field and for the whole
// record) and its lifecycle hooks. The types live here, beside the pure part that runs the validators; the server's
// operations layer (server/entities/hooks.ts) runs both for every way in (GraphQL, REST, import), and the browser's
// form runs the same validators under each field.
//
// The order of a create or update: beforeValidate (may reshape the input) → the field rules and these validators
// (every message at once) → beforeCreate / beforeUpdate (may still change what is stored, not checked again) →
// the write → afterCreate / afterUpdate with the stored record. A delete: beforeDelete for each record (may refuse),
// the deletion, afterDelete for each deleted record.

/** The caller of an operation, as the server knows it from the session. */
export interface EntitySession {
  /** the company every record of the operation belongs to */
  company: number;
  user: number;
  role: number;
}

export type EntityWriteOperation = "create" | "update";

/** An entity's values as the definition reads them (trimmed texts, defaults applied, groups flattened into their parts). */
export type EntityData = Readonly<Record<string, unknown>>;

/**
 * Where a validator runs: on the server, with the caller's session (for every way in), or in the browser's form,
 * before the save, with no session. A check that needs the server (the database, the session) returns nothing
 * in the browser: `if (args.where === "browser") return;`.
 */
export type ValidationPlace =
  | { where: "server"; session: EntitySession }
  | { where: "browser"; session?: undefined };

export type ValidationArgs = ValidationPlace & {
  /**
   * every value of the record as it will be stored: a create's values, or an update's stored record with the sent
   * values over it (a partial update is checked as the whole record it leaves)
   */
  data: EntityData;
  operation: EntityWriteOperation;
  /** an update's stored record (none for a create, and in the browser) */
  existing?: EntityData;
};

/** A field's own check: a Spanish message when the value is refused, nothing when it is accepted. */
export type FieldValidator = (value: unknown, args: ValidationArgs) => string | null | undefined | Promise<string | null | undefined>;

/** A whole record's message: one refusal with no field, or messages by field name. */
export type RecordMessages = string | Readonly<Record<string, string | null | undefined>> | null | undefined;

/** The whole record's check (rules across fields): a message, or one per field, shown under that field. */
export type RecordValidator = (data: EntityData, args: ValidationArgs) => RecordMessages | Promise<RecordMessages>;

/** What a before-create or before-update hook is given. */
export interface BeforeWriteArgs {
  /**
   * the values the write carries: a create's every value; an update's sent values only (a field left out is not
   * here and keeps its stored value; read it from `existing`)
   */
  data: EntityData;
  operation: EntityWriteOperation;
  session: EntitySession;
  /** an update's stored record */
  existing?: EntityData;
}

/** What an after-create or after-update hook is given: the record as stored, and for an update the one before. */
export interface AfterWriteArgs {
  record: EntityData;
  operation: EntityWriteOperation;
  session: EntitySession;
  existing?: EntityData;
}

export interface DeleteArgs {
  /** the record deleted (or about to be) */
  record: EntityData;
  session: EntitySession;
}

/** A before-hook answers the values to go on with (the same keys or more), or nothing to keep them as they are. */
type Reshaped = EntityData | void | undefined;

/**
 * The lifecycle hooks of an entity. A before-hook may return changed values (e.g. a code in capitals) or refuse
 * the operation by throwing an `EntityInputError` (a Spanish message, or messages by field); it may run for an
 * import's preview that writes nothing, so it changes nothing else. An after-hook runs once the write is stored:
 * what it throws reaches the caller, but the write stays (a check that must stop the write belongs before it).
 */
export interface EntityHooks {
  /** before the rules and validators, which then check what it answers */
  beforeValidate?(args: BeforeWriteArgs): Reshaped | Promise<Reshaped>;
  /** after the checks, before a create is stored */
  beforeCreate?(args: BeforeWriteArgs): Reshaped | Promise<Reshaped>;
  afterCreate?(args: AfterWriteArgs): void | Promise<void>;
  /** after the checks, before an update is stored */
  beforeUpdate?(args: BeforeWriteArgs): Reshaped | Promise<Reshaped>;
  afterUpdate?(args: AfterWriteArgs): void | Promise<void>;
  /** before each record of a deletion goes (a throw refuses the whole deletion) */
  beforeDelete?(args: DeleteArgs): void | Promise<void>;
  afterDelete?(args: DeleteArgs): void | Promise<void>;
}

/** every hook's name (the compiler keeps this list and EntityHooks the same) */
export const HOOK_NAMES = {
  beforeValidate: true, beforeCreate: true, afterCreate: true, beforeUpdate: true, afterUpdate: true, beforeDelete: true, afterDelete: true,
} as const satisfies Record<keyof EntityHooks, true>;

/** A refusal a hook or validator raises: a message with no field, or messages by field (each shown under its field). */
export class EntityInputError extends Error {
  readonly fields: readonly { field: string; message: string }[];

  constructor(messages: string | Readonly<Record<string, string>>) {
    const fields = typeof messages === "string" ? [] : Object.entries(messages).map(([field, message]) => ({ field, message }));
    super(typeof messages === "string" ? messages : fields.map((f) => `${f.field}: ${f.message}`).join("; "));
    this.name = "EntityInputError";
    this.fields = fields;
  }
}

/** The messages of the custom validators: by field, and those naming no field. */
export interface CustomMessages {
  fields: { field: string; message: string }[];
  messages: string[];
}

const given = (message: unknown): message is string => typeof message === "string" && message.trim() !== "";

/**
 * Runs the fields' validators and the record's over `args.data`: every message of every validator, in field order
 * (a field's own first, then the record's for it). A field named in `skip` (one already refused by its rules) is
 * not checked again and gets no record message, so it shows one reason at a time.
 */
export async function customMessages(
  entity: { fields: Readonly<Record<string, { validate?: FieldValidator }>>; validate?: RecordValidator },
  args: ValidationArgs,
  skip: ReadonlySet<string> = new Set(),
): Promise<CustomMessages> {
  const byField = new Map<string, string>();
  for (const [name, field] of Object.entries(entity.fields)) {
    if (!field.validate || skip.has(name)) continue;
    const message = await field.validate(args.data[name], args);
    if (given(message)) byField.set(name, message);
  }
  const messages: string[] = [];
  const record = entity.validate ? await entity.validate(args.data, args) : undefined;
  if (given(record)) messages.push(record);
  else if (record && typeof record === "object") {
    for (const [name, message] of Object.entries(record)) if (given(message) && !skip.has(name) && !byField.has(name)) byField.set(name, message);
  }
  const order = Object.keys(entity.fields);
  const fields = [...byField].map(([field, message]) => ({ field, message }));
  fields.sort((a, b) => rank(order, a.field) - rank(order, b.field));
  return { fields, messages };
}

/** a field's place in the definition (a name the definition does not have goes last) */
const rank = (order: readonly string[], name: string): number => {
  const i = order.indexOf(name);
  return i < 0 ? order.length : i;
};

/** The browser's check of one field: its own validator, then the record's message for it. */
export async function fieldMessage(
  entity: { fields: Readonly<Record<string, { validate?: FieldValidator }>>; validate?: RecordValidator },
  name: string,
  args: ValidationArgs,
): Promise<string | undefined> {
  const own = await entity.fields[name]?.validate?.(args.data[name], args);
  if (given(own)) return own;
  if (!entity.validate) return undefined;
  const record = await entity.validate(args.data, args);
  const message = record && typeof record === "object" ? record[name] : undefined;
  return given(message) ? message : undefined;
}
