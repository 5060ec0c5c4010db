import { t } from '@/lib/i18n/translate';

/** The settings page's sections in order: their anchors (`#settings-<key>`) and titles. */
export const SETTINGS_SECTIONS = [
  { key: 'details', title: () => t('settings.details', 'Details') },
  { key: 'members', title: () => t('settings.members.title', 'Members and visibility') },
  { key: 'tags', title: () => t('settings.tags', 'Tags') },
  { key: 'fields', title: () => t('filters.customFields', 'Custom fields') },
  { key: 'notifications', title: () => t('settings.notify.title', 'Notifications') },
  { key: 'aging', title: () => t('settings.aging', 'Card aging') },
  { key: 'export', title: () => t('settings.export', 'Export to the drive') },
] as const;

export type SettingsSectionKey = (typeof SETTINGS_SECTIONS)[number]['key'];

export const sectionAnchor = (key: SettingsSectionKey) => `settings-${key}`;
