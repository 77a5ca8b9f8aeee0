import type { JsonSchema } from '../../test/openapi-operations';

/**
 * A plausible value for a JSON schema of the OpenAPI document: what a well-meaning client would send,
 * so that one field at a time can be spoiled while the rest of the body still passes validation.
 */
export function sampleOf(schema: JsonSchema, depth = 0): unknown {
  if (depth > 8) return null;
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  if ('default' in schema && schema.default !== undefined) return schema.default;
  const variants = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (Array.isArray(variants) && variants.length > 0) return sampleOf(variants.find((v) => v.type !== 'null') ?? variants[0] ?? {}, depth + 1);
  if (Array.isArray(schema.allOf) && schema.allOf.length > 0) return sampleOf(schema.allOf[0] as JsonSchema, depth + 1);
  const type = Array.isArray(schema.type) ? (schema.type as string[]).find((t) => t !== 'null') : (schema.type as string | undefined);
  switch (type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      return Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, sampleOf(property, depth + 1)]));
    }
    case 'array': {
      const min = typeof schema.minItems === 'number' ? schema.minItems : 0;
      const items = (schema.items ?? {}) as JsonSchema;
      return Array.from({ length: Math.max(min, 1) }, () => sampleOf(items, depth + 1));
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
      return 'x';
  }
}

function sampleString(schema: JsonSchema): string {
  switch (schema.format) {
    case 'email':
      return 'ada@example.test';
    case 'date-time':
      return '2026-03-01T10:00:00.000Z';
    case 'date':
      return '2026-03-01';
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
