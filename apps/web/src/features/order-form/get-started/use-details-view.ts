import { useState, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderForm } from '@marginalia/contracts/order-form/order-form-view.contract';
import { useFeatureFlag } from '../../../lib/application-context';
import { initialDetailsView, viewAfterUpload } from './detection-rules';
import type { DetailsView, GetStartedValues } from './get-started-rules';
import { useDocumentDetection, type DetectionResult } from './use-document-detection';

const asText = (value: number | null, otherwise: string) => (value === null ? otherwise : String(value));

export interface DetailsViewInput {
  form: OrderForm;
  kind: 'main' | 'figures';
  /** Whether the chosen goal asks for the manuscript's language and word count. */
  needsDetails: boolean;
  uploadLater: boolean;
  /** Detection and Edit write what they know into the values being edited. */
  setValues: Dispatch<SetStateAction<GetStartedValues>>;
}

export interface DetailsViewState {
  view: DetailsView;
  /** Why the manual form opened after a detection, if it says anything. */
  detectionNote: string | null;
  onUploaded: () => void;
  onRemoved: () => void;
  onEditDetails: () => void;
}

/**
 * How the manuscript's language and word count are shown — detected (a card), being detected, or typed in —
 * and the document detection that moves between them after an upload.
 */
export function useDetailsView({ form, kind, needsDetails, uploadLater, setValues }: DetailsViewInput): DetailsViewState {
  const { t } = useTranslation('order-form');
  const detectionEnabled = useFeatureFlag('order_form_language_detection');
  // null: the view follows from the form (initialDetailsView); set once an upload, detection or Edit decides.
  const [mode, setMode] = useState<DetailsView | null>(null);
  const [detectionNote, setDetectionNote] = useState<string | null>(null);

  const derived = initialDetailsView({
    detectionEnabled,
    uploadKind: kind,
    uploadLater,
    mainFiles: form.manuscripts.main,
    manuscriptLanguageId: form.manuscriptLanguageId,
    wordCount: form.wordCount,
  });
  // Detection and the card concern the main manuscript only.
  const view: DetailsView = kind === 'main' ? (mode ?? derived) : 'form';

  useDocumentDetection(form.id, needsDetails && view === 'detecting', (result: DetectionResult) => {
    if (result.kind === 'saved') {
      setValues((current) => ({
        ...current,
        manuscriptLanguageId: String(result.manuscriptLanguageId),
        wordCount: String(result.wordCount),
      }));
      setMode('card');
      return;
    }
    setValues((current) => ({
      ...current,
      manuscriptLanguageId: asText(result.prefill.manuscriptLanguageId, current.manuscriptLanguageId),
      wordCount: asText(result.prefill.wordCount, current.wordCount),
    }));
    setDetectionNote(result.error ?? t('details.detectionFailed'));
    setMode('form');
  });

  return {
    view,
    detectionNote,
    onUploaded: () => {
      if (kind !== 'main') return;
      setDetectionNote(null);
      setMode(viewAfterUpload(detectionEnabled));
    },
    onRemoved: () => setMode(null),
    onEditDetails: () => {
      setValues((current) => ({
        ...current,
        manuscriptLanguageId: asText(form.manuscriptLanguageId, current.manuscriptLanguageId),
        wordCount: asText(form.wordCount, current.wordCount),
      }));
      setDetectionNote(null);
      setMode('form');
    },
  };
}
