import { useId, useMemo, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Code, Loader, Group, Text } from '@mantine/core';
import type { CertifiedFile } from '@marginalia/contracts/certificates/certificate.contract';
import { groupHex, matchCertifiedFile } from '@marginalia/contracts/certificates/file-fingerprint';
import { bcp47 } from '@marginalia/contracts/i18n/languages';
import { useSiteLanguage } from '../../lib/application-context';
import { canFingerprint, fileSha256, formatFileSize } from './file-check';
import { HiddenFileInput } from '../../components/uploads/hidden-file-input';
import dropZone from '../../components/uploads/drop-zone.module.css';
import classes from './certificate.module.css';

type Check =
  | { state: 'idle' }
  | { state: 'checking'; name: string }
  | { state: 'match'; name: string; sha256: string; file: CertifiedFile }
  | { state: 'mismatch'; name: string; sha256: string }
  | { state: 'failed'; reason: 'unavailable' | 'unreadable' };

/**
 * The fingerprints (SHA-256) of the edited files a certificate covers, and a check that
 * anyone can run on a file they hold. The browser hashes the file; nothing is uploaded.
 */
export function CertifiedFilesCheck({ files }: { files: CertifiedFile[] }) {
  const { t } = useTranslation('certificate');
  const locale = bcp47(useSiteLanguage());
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const latest = useRef(0);
  const [dragging, setDragging] = useState(false);
  const [check, setCheck] = useState<Check>({ state: 'idle' });
  const sizes = useMemo(() => files.map((file) => formatFileSize(file.size, locale)), [files, locale]);

  const run = async (file: File | undefined) => {
    if (!file) return;
    if (!canFingerprint()) {
      setCheck({ state: 'failed', reason: 'unavailable' });
      return;
    }
    const attempt = (latest.current += 1);
    setCheck({ state: 'checking', name: file.name });
    try {
      const sha256 = await fileSha256(file);
      if (attempt !== latest.current) return;
      const found = matchCertifiedFile(sha256, files);
      setCheck(found ? { state: 'match', name: file.name, sha256, file: found } : { state: 'mismatch', name: file.name, sha256 });
    } catch {
      if (attempt === latest.current) setCheck({ state: 'failed', reason: 'unreadable' });
    }
  };

  const over = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void run(event.dataTransfer.files[0]);
  };

  return (
    <section className={classes.files} aria-labelledby={`${inputId}-title`} data-testid="certified-files">
      <h3 id={`${inputId}-title`} className={classes.filesTitle}>
        {t('files.title')}
      </h3>
      {files.length === 0 ? (
        <Text size="sm" c="gray.7" data-testid="certified-files-none">
          {t('files.none')}
        </Text>
      ) : (
        <>
          <Text size="sm" c="gray.7" mb="xs">
            {t('files.intro')}
          </Text>
          <ul className={classes.fileList}>
            {files.map((file, index) => (
              <li key={file.sha256} className={classes.fileItem} data-testid="certified-file">
                <Text size="sm" fw={600}>
                  {t(`files.kind.${file.kind}`)} <span className={classes.fileSize}>· {sizes[index]}</span>
                </Text>
                <Text size="xs" c="gray.7" component="span">
                  {t('files.fingerprint')}
                </Text>{' '}
                <Code className={classes.hash} data-testid="certified-file-sha256" title={file.sha256}>
                  {groupHex(file.sha256)}
                </Code>
              </li>
            ))}
          </ul>
          <div
            className={`${dropZone.dropZone} ${classes.dropZone}`}
            data-dragging={dragging}
            data-testid="file-check-zone"
            onDragEnter={over}
            onDragOver={over}
            onDragLeave={() => setDragging(false)}
            onDrop={drop}
          >
            <Text fw={600}>{t('check.title')}</Text>
            <Text size="sm">{t('check.drop')}</Text>
            <Button variant="light" size="xs" onClick={() => inputRef.current?.click()} aria-describedby={`${inputId}-privacy`}>
              {t('check.choose')}
            </Button>
            <HiddenFileInput
              ref={inputRef}
              id={inputId}
              aria-label={t('check.choose')}
              data-testid="file-check-input"
              onChange={(event) => {
                void run(event.currentTarget.files?.[0]);
                event.currentTarget.value = '';
              }}
            />
            <Text id={`${inputId}-privacy`} size="xs" c="gray.7">
              {t('check.privacy')}
            </Text>
          </div>
          <div aria-live="polite" className={classes.checkResult} data-testid="file-check-result" data-state={check.state}>
            <CheckResult check={check} />
          </div>
        </>
      )}
    </section>
  );
}

function CheckResult({ check }: { check: Check }) {
  const { t } = useTranslation('certificate');
  switch (check.state) {
    case 'idle':
      return null;
    case 'checking':
      return (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm">{t('check.checking', { name: check.name })}</Text>
        </Group>
      );
    case 'match':
      return (
        <Alert color="teal" variant="light" title={t('check.matchTitle')} data-testid="file-check-match">
          <Text size="sm">{t('check.match', { name: check.name, kind: t(`files.kind.${check.file.kind}`) })}</Text>
        </Alert>
      );
    case 'mismatch':
      return (
        <Alert color="red" variant="light" title={t('check.mismatchTitle')} data-testid="file-check-mismatch">
          <Text size="sm">{t('check.mismatch', { name: check.name })}</Text>
          <Text size="xs" c="gray.7" mt={6}>
            {t('check.yourFingerprint')}
          </Text>
          <Code className={classes.hash} data-testid="file-check-sha256">
            {groupHex(check.sha256)}
          </Code>
        </Alert>
      );
    case 'failed':
      return (
        <Alert color="red" variant="light" role="alert">
          {t(check.reason === 'unavailable' ? 'check.unavailable' : 'check.unreadable')}
        </Alert>
      );
  }
}
