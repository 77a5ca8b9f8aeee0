import type { JsonSchema } from '../../test/openapi-operations';

/**
 * A value a JSON schema of the OpenAPI document accepts. `full`: what a well-meaning client would send, every
 * property and at least one item per array, so that one place at a time can be spoiled while the rest of the
 * body still passes validation. `smallest`: only the required properties and the fewest items, so a request
 * reaches the checks that come after validation (who may call it) with as little as possible.
 */
export type SampleShape = 'full' | 'smallest';

export function sampleOf(schema: JsonSchema, shape: SampleShape = 'full', depth = 0): unknown {
  if (depth > 8) return null;
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  if ('default' in schema && schema.default !== undefined) return schema.default;
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const options = schema[key];
    if (Array.isArray(options) && options.length > 0) {
      const chosen = (options as JsonSchema[]).find((option) => option.type !== 'null') ?? (options[0] as JsonSchema);
      return sampleOf(chosen, shape, depth + 1);
    }
  }
  const type = Array.isArray(schema.type) ? (schema.type as string[]).find((t) => t !== 'null') : (schema.type as string | undefined);
  switch (type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const names = shape === 'full' ? Object.keys(properties) : ((schema.required ?? []) as string[]).filter((name) => properties[name]);
      // A web address is checked beyond its schema (a journal's website): give one that passes.
      return Object.fromEntries(names.map((name) => [name, name === 'url' ? 'https://journals.example.org/marine-ecology' : sampleOf(properties[name] as JsonSchema, shape, depth + 1)]));
    }
    case 'array': {
      const min = typeof schema.minItems === 'number' ? schema.minItems : 0;
      const items = (schema.items ?? {}) as JsonSchema;
      return Array.from({ length: shape === 'full' ? Math.max(min, 1) : min }, () => sampleOf(items, shape, depth + 1));
    }
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? Math.max(schema.minimum, 1) : 1;
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'string':
      return sampleString(schema);
    default:
      return shape === 'full' ? 'x' : {};
  }
}

function sampleString(schema: JsonSchema): string {
  switch (schema.format) {
    case 'email':
      return 'ada@example.test';
    case 'date-time':
      return '2030-01-01T00:00:00.000Z';
    case 'date':
      return '2030-01-01';
    case 'uuid':
      return '00000000-0000-4000-8000-000000000000';
    case 'uri':
      return 'https://example.test/';
    default: {
      const min = typeof schema.minLength === 'number' ? schema.minLength : 1;
      return 'x'.repeat(Math.max(min, 1));
    }
  }
}

/** Every place of a sample (`['address', 'name']`), containers included, down to `maxDepth` levels. */
export function placesOf(value: unknown, maxDepth = 3, prefix: string[] = []): string[][] {
  if (prefix.length >= maxDepth || typeof value !== 'object' || value === null) return [];
  const places: string[][] = [];
  for (const [key, child] of Object.entries(value)) {
    places.push([...prefix, key], ...placesOf(child, maxDepth, [...prefix, key]));
  }
  return places;
}

/** A copy of `value` with the place replaced (or removed when `replacement` is `REMOVE`). */
export const REMOVE = Symbol('remove');
export function withPlace(value: unknown, place: string[], replacement: unknown): unknown {
  const copy = structuredClone(value) as Record<string, unknown>;
  let parent: Record<string, unknown> = copy;
  for (const key of place.slice(0, -1)) parent = parent[key] as Record<string, unknown>;
  const last = place[place.length - 1] as string;
  if (replacement === REMOVE) {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  } else parent[last] = replacement;
  return copy;
}
