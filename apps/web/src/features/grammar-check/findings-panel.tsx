import '@mantine/core/styles/Badge.css';

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Group, Text } from '@mantine/core';
import { FINDING_CATEGORIES, type FindingCategory } from '@marginalia/contracts/grammar-check/assessment-score';
import type { AssessmentReport, ReportFinding } from '@marginalia/contracts/grammar-check/grammar-check.contract';
import { PanelSection } from '../../components/layout/panel-section';
import { highlightParts } from './grammar-check-rules';
import classes from './grammar-check.module.css';

/** Findings shown at first and added by each "show more": a long manuscript's hundreds stay quick to read. */
const PAGE = 50;

function FindingItem({ finding, sentence }: { finding: ReportFinding; sentence: string }) {
  const { t } = useTranslation('grammar-check');
  const [before, flagged, after] = highlightParts(sentence, finding.start, finding.end);
  const suggestion = finding.suggestions[0];
  return (
    <li className={classes.finding} data-category={finding.category} data-testid="grammar-finding">
      <Badge variant="light" color="ink" size="sm" className={classes.findingBadge}>
        {t(`findingCategory.${finding.category}`)}
      </Badge>
      <p className={classes.sentence}>
        {before}
        <mark className={classes.flagged}>{flagged || '\u2038'}</mark>
        {after}
      </p>
      <Text size="sm">{finding.message}</Text>
      {suggestion !== undefined && (
        <Text size="sm" mt={4}>
          {t('findings.suggestion')}{' '}
          {suggestion === '' ? <em>{t('findings.delete')}</em> : <strong className={classes.suggestion}>{suggestion}</strong>}
          {finding.suggestions.length > 1 && (
            <Text component="span" size="sm" c="dimmed">
              {' '}
              {t('findings.alternatives', { alternatives: finding.suggestions.slice(1).filter((each) => each !== '').join(' · ') })}
            </Text>
          )}
        </Text>
      )}
    </li>
  );
}

/**
 * Every finding in its sentence, the flagged words highlighted, with the rule's message, the suggestion
 * and the category; filterable by category.
 */
export function FindingsPanel({ report }: { report: AssessmentReport }) {
  const { t } = useTranslation('grammar-check');
  const [category, setCategory] = useState<FindingCategory | null>(null);
  const [shown, setShown] = useState(PAGE);
  if (!report.assessment.scoreCompleted) return null;
  const counts = Object.fromEntries(FINDING_CATEGORIES.map((each) => [each, report.findings.filter((finding) => finding.category === each).length])) as Record<FindingCategory, number>;
  const visible = category ? report.findings.filter((finding) => finding.category === category) : report.findings;
  const choose = (next: FindingCategory | null) => {
    setCategory(next);
    setShown(PAGE);
  };

  return (
    <PanelSection titleId="grammar-findings-title" title={t('findings.title')} lead={t('findings.lead')} className={classes.panelPadding}>
      {report.findings.length === 0 ? (
        <Text data-testid="grammar-no-findings">{t('findings.none')}</Text>
      ) : (
        <>
          <Group gap={8} mb="md" role="group" aria-label={t('findings.filter')}>
            <Button size="xs" variant={category === null ? 'filled' : 'default'} aria-pressed={category === null} onClick={() => choose(null)}>
              {t('findings.all', { count: report.findings.length })}
            </Button>
            {FINDING_CATEGORIES.filter((each) => counts[each] > 0).map((each) => (
              <Button key={each} size="xs" variant={category === each ? 'filled' : 'default'} aria-pressed={category === each} onClick={() => choose(each)} data-testid={`grammar-filter-${each}`}>
                {t(`findingCategory.${each}`)} ({counts[each]})
              </Button>
            ))}
          </Group>
          <ol className={classes.findings}>
            {visible.slice(0, shown).map((finding, index) => (
              <FindingItem key={`${finding.sentence}:${finding.start}:${finding.rule}:${index}`} finding={finding} sentence={report.sentences[finding.sentence] ?? ''} />
            ))}
          </ol>
          {visible.length > shown && (
            <Button variant="default" size="sm" mt="md" onClick={() => setShown((count) => count + PAGE)}>
              {t('findings.more', { count: Math.min(PAGE, visible.length - shown) })}
            </Button>
          )}
        </>
      )}
    </PanelSection>
  );
}
