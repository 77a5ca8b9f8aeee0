/** Where an S3-compatible store lives, as read from STORAGE_URL. */
export interface S3Location {
  /** `http(s)://host:port` of the service. */
  endpoint: string;
  region: string;
  bucket: string;
  /** Prepended to every key: `''` or a path ending in `/`. */
  prefix: string;
  /** Path-style URLs (`host/bucket/key`), which MinIO and most non-AWS services need. */
  forcePathStyle: boolean;
  /** Absent: the AWS SDK's usual chain (environment, instance role…). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

const KNOWN_PARAMS = new Set(['region', 'forcePathStyle', 'tls']);

/**
 * Parses `s3://ACCESS:SECRET@host:port/bucket[/prefix]?region=…&forcePathStyle=true&tls=false`.
 * Errors never repeat the URL, which holds a secret.
 */
export function parseS3Url(value: string): S3Location {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error('STORAGE_URL is not a valid URL (expected s3://ACCESS:SECRET@host:port/bucket?region=…)');
  }
  if (url.protocol !== 's3:') throw new Error(`STORAGE_URL must start with s3:// (got ${url.protocol}//)`);
  if (!url.hostname) throw new Error('STORAGE_URL has no host');
  for (const name of url.searchParams.keys()) {
    // A misspelt option would otherwise be ignored silently and fail later in a confusing way.
    if (!KNOWN_PARAMS.has(name)) throw new Error(`STORAGE_URL has an unknown option "${name}" (known: ${[...KNOWN_PARAMS].join(', ')})`);
  }
  const [bucket, ...prefixParts] = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
  if (!bucket) throw new Error('STORAGE_URL has no bucket (s3://…@host/bucket)');

  const accessKeyId = decodeURIComponent(url.username);
  const secretAccessKey = decodeURIComponent(url.password);
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new Error('STORAGE_URL must give both the access key and the secret, or neither');

  const tls = booleanParam(url, 'tls', true);
  return {
    endpoint: `${tls ? 'https' : 'http'}://${url.host}`,
    region: url.searchParams.get('region') || 'us-east-1',
    bucket,
    prefix: prefixParts.length > 0 ? `${prefixParts.join('/')}/` : '',
    forcePathStyle: booleanParam(url, 'forcePathStyle', false),
    ...(accessKeyId ? { credentials: { accessKeyId, secretAccessKey } } : {}),
  };
}

function booleanParam(url: URL, name: string, fallback: boolean): boolean {
  const raw = url.searchParams.get(name);
  if (raw === null || raw === '') return fallback;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw new Error(`STORAGE_URL option ${name} must be true or false`);
}
