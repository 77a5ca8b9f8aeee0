import { useTranslation } from 'react-i18next';
import { CertificateIcon } from '../../components/icons';
import classes from './manuscript-illustration.module.css';

/** A page being edited: abstract text lines, tracked changes and a note in the margin. Decorative. */
export function ManuscriptIllustration() {
  const { t } = useTranslation('landing');
  return (
    <div className={classes.illustration} aria-hidden="true">
      <div className={classes.sheet}>
        <div className={classes.sheetTitle} />
        <div className={classes.sheetSubtitle} />
        <div className={classes.line} style={{ width: '92%' }} />
        <div className={classes.line} style={{ width: '86%' }}>
          <span className={classes.deleted} style={{ left: '38%', width: '18%' }} />
          <span className={classes.inserted} style={{ left: '58%', width: '16%' }} />
        </div>
        <div className={classes.line} style={{ width: '95%' }} />
        <div className={classes.line} style={{ width: '70%' }} />
        <div className={classes.gap} />
        <div className={classes.line} style={{ width: '90%' }} />
        <div className={classes.line} style={{ width: '94%' }}>
          <span className={classes.highlight} style={{ left: '12%', width: '30%' }} />
        </div>
        <div className={classes.line} style={{ width: '84%' }} />
        <div className={classes.line} style={{ width: '60%' }}>
          <span className={classes.inserted} style={{ left: '20%', width: '22%' }} />
        </div>
        <div className={classes.marginNote}>
          <span className={classes.noteLine} style={{ width: '90%' }} />
          <span className={classes.noteLine} style={{ width: '70%' }} />
        </div>
      </div>
      <div className={classes.certificate}>
        <CertificateIcon size={22} />
        <div>
          <strong>{t('hero.certificateTitle')}</strong>
          <span>{t('hero.certificateText')}</span>
        </div>
      </div>
    </div>
  );
}
