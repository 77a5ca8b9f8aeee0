import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Loader } from '@mantine/core';
import { bcp47, type SiteLanguage } from '@marginalia/contracts/i18n/languages';
import { CheckIcon, ChevronDownIcon, GlobeIcon } from '../../components/icons';
import { useApplication, useSiteLanguage } from '../../lib/application-context';
import { swapLanguage } from '../../lib/language-path';
import { useSwitchLanguage } from '../../lib/use-switch-language';
import hidden from '../../components/visually-hidden.module.css';
import classes from './language-chooser.module.css';

/**
 * A disclosure button with a list of links (the WAI pattern for site language pickers): every option is
 * a real link to the same page under another prefix, Tab and the arrow keys move through them, Escape
 * closes and returns focus to the button.
 */
export function LanguageChooser() {
  const { t } = useTranslation();
  const { config } = useApplication();
  const language = useSiteLanguage();
  const location = useLocation();
  const { switchLanguage, switchingTo } = useSwitchLanguage();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const current = config.siteLanguages.find((l) => l.code === language);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const links = () => Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>('a[data-language]') ?? []);

  const focusLink = (index: number) => {
    const all = links();
    if (all.length === 0) return;
    all[(index + all.length) % all.length]?.focus();
  };

  const openAndFocus = (which: 'first' | 'last' | 'current') => {
    setOpen(true);
    requestAnimationFrame(() => {
      const all = links();
      if (which === 'first') focusLink(0);
      else if (which === 'last') focusLink(all.length - 1);
      else (all.find((a) => a.getAttribute('aria-current') === 'true') ?? all[0])?.focus();
    });
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAndFocus('current');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAndFocus('last');
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = links();
    const index = all.findIndex((a) => a === document.activeElement);
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusLink(index + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      focusLink(index - 1);
    } else if (event.key === 'Home') {
      event.preventDefault();
      focusLink(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      focusLink(all.length - 1);
    }
  };

  const onRootKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  const choose = (code: SiteLanguage) => {
    setOpen(false);
    buttonRef.current?.focus();
    if (code !== language) switchLanguage(code);
  };

  return (
    <div
      ref={rootRef}
      className={classes.root}
      onKeyDown={onRootKeyDown}
      onBlur={(event) => {
        if (open && !rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={classes.button}
        aria-expanded={open}
        aria-controls={listId}
        aria-busy={switchingTo ? true : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onButtonKeyDown}
      >
        {switchingTo ? <Loader size={16} color="ink" aria-hidden="true" /> : <GlobeIcon size={18} />}
        <span className={hidden.visuallyHidden}>{t('language.label')}: </span>
        <span lang={bcp47(language)} className={classes.currentName}>
          {current?.nativeName ?? language}
        </span>
        <ChevronDownIcon size={16} className={classes.chevron} data-open={open || undefined} />
      </button>
      <ul id={listId} className={classes.list} hidden={!open} onKeyDown={onListKeyDown} aria-label={t('language.label')}>
        {config.siteLanguages.map((option) => {
          const selected = option.code === language;
          return (
            <li key={option.code}>
              <a
                data-language={option.code}
                className={classes.option}
                href={swapLanguage(location, option.code)}
                hrefLang={bcp47(option.code)}
                lang={bcp47(option.code)}
                aria-current={selected ? 'true' : undefined}
                onClick={(event) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
                  event.preventDefault();
                  choose(option.code);
                }}
              >
                <span className={classes.names}>
                  <span className={classes.native}>{option.nativeName}</span>
                  {option.nativeName !== option.name && (
                    <span className={classes.english} lang="en">
                      {option.name}
                    </span>
                  )}
                </span>
                {selected && <CheckIcon size={16} className={classes.check} />}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
