import { describe, expect, it } from 'vitest';
import { parseS3Url } from './s3-url';

describe('STORAGE_URL parsing', () => {
  it('reads a MinIO-style URL with every option', () => {
    expect(parseS3Url('s3://minio:minio123@localhost:9000/uploads?region=eu-west-1&forcePathStyle=true&tls=false')).toEqual({
      endpoint: 'http://localhost:9000',
      region: 'eu-west-1',
      bucket: 'uploads',
      prefix: '',
      forcePathStyle: true,
      credentials: { accessKeyId: 'minio', secretAccessKey: 'minio123' },
    });
  });

  it('defaults to TLS, us-east-1 and virtual-host style', () => {
    expect(parseS3Url('s3://AKIA:secret@s3.eu-central-1.amazonaws.com/my-bucket')).toMatchObject({
      endpoint: 'https://s3.eu-central-1.amazonaws.com',
      region: 'us-east-1',
      forcePathStyle: false,
    });
  });

  it('decodes percent-encoded secrets', () => {
    const location = parseS3Url('s3://AKIA%2FX:se%2Bcr%2Fet%40%3A@r2.example.com/b');
    expect(location.credentials).toEqual({ accessKeyId: 'AKIA/X', secretAccessKey: 'se+cr/et@:' });
  });

  it('keeps a path after the bucket as a key prefix', () => {
    expect(parseS3Url('s3://k:s@host/bucket/marginalia/prod/').prefix).toBe('marginalia/prod/');
    expect(parseS3Url('s3://k:s@host/bucket/marginalia').prefix).toBe('marginalia/');
  });

  it('leaves credentials to the SDK when the URL has none', () => {
    expect(parseS3Url('s3://s3.amazonaws.com/bucket').credentials).toBeUndefined();
  });

  it.each([
    ['not a url', /not a valid URL/],
    ['https://k:s@host/bucket', /must start with s3:\/\//],
    ['s3://k:s@host', /no bucket/],
    ['s3://k:s@host/', /no bucket/],
    ['s3://k@host/bucket', /both the access key and the secret/],
    ['s3://k:s@host/bucket?forcepathstyle=true', /unknown option "forcepathstyle"/],
    ['s3://k:s@host/bucket?tls=maybe', /tls must be true or false/],
  ])('refuses %j', (url, message) => {
    expect(() => parseS3Url(url)).toThrow(message);
  });

  it('never repeats the secret in an error', () => {
    expect(() => parseS3Url('s3://key:TOPSECRET@host/bucket?oops=1')).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('TOPSECRET') }),
    );
  });
});
