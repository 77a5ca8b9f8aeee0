import type { featureFlags } from '../../schema/settings';

/**
 * Feature flags with their launch defaults. `enabled` is written only when a flag is missing:
 * staff switch flags at run time and a restart must not undo that. Descriptions are refreshed.
 */
export const FEATURE_FLAG_ROWS: (typeof featureFlags.$inferInsert)[] = [
  { key: 'curie_is_launched', enabled: false, description: 'The newer product area (/home, /rubriq) is launched; when off, /home redirects to /researcher.' },
  { key: 'premiumAdvancedEditing', enabled: true, description: 'Offer Premium and Advanced Editing on the services step.' },
  { key: 'chinese_digital_translation', enabled: true, description: 'Offer Chinese-to-English digital translation and the free Chinese digital trial.' },
  { key: 'wechat_sso', enabled: true, description: 'Allow signing in with WeChat (China localization).' },
  { key: 'upload_files_ui', enabled: true, description: 'Use the file-upload UI on get-started: next is disabled until files or a word count and language are given.' },
  { key: 'service_bundles', enabled: true, description: 'Offer service bundles ("help me decide") on the order form.' },
  { key: 'order_form_language_detection', enabled: true, description: 'Detect the language and word count of uploads instead of asking for them.' },
  { key: 'featured_editing_service_component', enabled: true, description: 'Show the featured editing service as one large tile.' },
  { key: 'captcha', enabled: false, description: 'Require visitors to solve the portal\'s own proof-of-work captcha (ALTCHA: no outside service, no site key) to register or to ask for a password reset; the captchaDifficulty setting sets its work.' },
  { key: 'prepay_enabled', enabled: true, description: 'Researchers can buy prepaid credit (/researcher/prepay).' },
];
