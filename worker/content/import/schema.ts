/**
 * A tiny schema checker for imported content. It collects every problem with its JSON path
 * ("posts[3].titlePa: ...") instead of stopping at the first, so an operator can fix a whole
 * export in one pass. Kept local rather than pulling a schema library into the worker bundle.
 */
export type Schema = (value: unknown, path: string, errors: string[]) => void;

interface TextOptions {
  optional?: boolean;
  min?: number;
  max?: number;
  pattern?: RegExp;
  patternHint?: string;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A string, by default required and non-blank. */
export function text(o: TextOptions = {}): Schema {
  return (v, path, errors) => {
    if (v === undefined || v === null) {
      if (!o.optional) errors.push(`${path}: is required`);
      return;
    }
    if (typeof v !== 'string') return void errors.push(`${path}: must be a string`);
    if (!o.optional && v.trim() === '') return void errors.push(`${path}: must not be empty`);
    if (o.min !== undefined && v.length < o.min) errors.push(`${path}: must be at least ${o.min} characters`);
    if (o.max !== undefined && v.length > o.max) errors.push(`${path}: must be at most ${o.max} characters`);
    if (o.pattern && v !== '' && !o.pattern.test(v)) errors.push(`${path}: ${o.patternHint ?? 'has the wrong format'}`);
  };
}

export const optionalText = (o: Omit<TextOptions, 'optional'> = {}): Schema => text({ ...o, optional: true });

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slug = (optional = false): Schema =>
  text({ optional, max: 200, pattern: SLUG, patternHint: 'must be lowercase letters, digits and single hyphens' });

/** A site path (/media/...), an http(s) URL or a mailto: link. */
export const link = (optional = false): Schema =>
  text({
    optional,
    max: 2000,
    pattern: /^(\/(?!\/)|https?:\/\/[^\s]+$|mailto:[^\s]+$)/,
    patternHint: 'must be a /path, an http(s) URL or a mailto: link',
  });

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
/** An ISO 8601 instant with a zone, e.g. 2026-11-21T17:30:00Z. */
export const instant =
  (optional = false): Schema =>
  (v, path, errors) => {
    text({
      optional,
      pattern: ISO_INSTANT,
      patternHint: 'must be an ISO 8601 date-time with a zone, e.g. 2026-11-21T17:30:00Z',
    })(v, path, errors);
    if (typeof v === 'string' && ISO_INSTANT.test(v) && Number.isNaN(Date.parse(v)))
      errors.push(`${path}: is not a real date`);
  };

/** A whole number within bounds. */
export function int(o: { optional?: boolean; min?: number; max?: number } = {}): Schema {
  return (v, path, errors) => {
    if (v === undefined || v === null) return void (o.optional || errors.push(`${path}: is required`));
    if (typeof v !== 'number' || !Number.isInteger(v)) return void errors.push(`${path}: must be a whole number`);
    if (o.min !== undefined && v < o.min) errors.push(`${path}: must be at least ${o.min}`);
    if (o.max !== undefined && v > o.max) errors.push(`${path}: must be at most ${o.max}`);
  };
}

export const id = int({ min: 1, max: 2 ** 53 - 1 });

export const number =
  (o: { optional?: boolean; min?: number } = {}): Schema =>
  (v, path, errors) => {
    if (v === undefined || v === null) return void (o.optional || errors.push(`${path}: is required`));
    if (typeof v !== 'number' || !Number.isFinite(v)) return void errors.push(`${path}: must be a number`);
    if (o.min !== undefined && v < o.min) errors.push(`${path}: must be at least ${o.min}`);
  };

export const bool =
  (optional = true): Schema =>
  (v, path, errors) => {
    if (v === undefined) return void (optional || errors.push(`${path}: is required`));
    if (typeof v !== 'boolean') errors.push(`${path}: must be true or false`);
  };

export const oneOf =
  (values: readonly string[], optional = false): Schema =>
  (v, path, errors) => {
    if (v === undefined && optional) return;
    if (typeof v !== 'string' || !values.includes(v)) errors.push(`${path}: must be one of ${values.join(', ')}`);
  };

/** Anything JSON: for free-form section items that the renderer reads loosely. */
export const anyJson: Schema = () => {};

export function list(of: Schema, o: { optional?: boolean; min?: number; max?: number } = {}): Schema {
  return (v, path, errors) => {
    if (v === undefined) return void (o.optional || errors.push(`${path}: is required`));
    if (!Array.isArray(v)) return void errors.push(`${path}: must be a list`);
    if (o.min !== undefined && v.length < o.min) errors.push(`${path}: must have at least ${o.min} entries`);
    if (o.max !== undefined && v.length > o.max) errors.push(`${path}: must have at most ${o.max} entries`);
    for (const [i, item] of v.entries()) of(item, `${path}[${i}]`, errors);
  };
}

/** An object with known fields; unknown fields are reported, since they are usually typos. */
export function object(shape: Record<string, Schema>, o: { optional?: boolean } = {}): Schema {
  return (v, path, errors) => {
    if (v === undefined) return void (o.optional || errors.push(`${path}: is required`));
    if (!isObject(v)) return void errors.push(`${path}: must be an object`);
    for (const key of Object.keys(v)) if (!(key in shape)) errors.push(`${path}.${key}: is not a known field`);
    for (const [key, check] of Object.entries(shape)) check(v[key], `${path}.${key}`, errors);
  };
}

/** One of several object shapes, chosen by a discriminating field. */
export function tagged(field: string, shapes: Record<string, Schema>): Schema {
  return (v, path, errors) => {
    if (!isObject(v)) return void errors.push(`${path}: must be an object`);
    const kind = v[field];
    const shape = typeof kind === 'string' ? shapes[kind] : undefined;
    if (!shape) return void errors.push(`${path}.${field}: must be one of ${Object.keys(shapes).join(', ')}`);
    shape(v, path, errors);
  };
}
