/**
 * What every component may read about the current page and visitor: language, shell settings,
 * navigation and the loading flag. Built per render from the router's state (never a module-level
 * variable, so the server can render many visitors at once).
 */
import { createContext, useContext } from 'react';
import type { FormEcho } from '../../shared/forms/echo';
import type { SettingsResponse } from '../../shared/types/api';
import type { Lang } from '../../shared/types/content';
import type { UiLang } from '../../shared/routing/reading';
import type { MessageKey } from '../../shared/i18n/en';
import { t, type Params } from '../../shared/i18n/translate';
import type { NavFailureKind } from './nav-failure';
import type { Page } from './routes';
import { pageImage } from '../../shared/format/page-image';

export interface AppContextValue {
  /** The page's language: its content's, and its links' (Link). */
  lang: Lang;
  /** The interface strings' table: the language's, or Punjabi's Shahmukhi one on a /pa-arab page (issue 30). */
  ui: UiLang;
  settings: SettingsResponse | null;
  siteUrl: string;
  page: Page;
  /** The outcome of a form posted without JavaScript, on the page that answered it only. */
  echo: FormEcho | null;
  /** START_LOADING / END_LOADING of the spec: true while a page's data is being fetched. */
  loading: boolean;
  /** The last client navigation failed (the page on screen stayed): why, until the next one. */
  navFailure: NavFailureKind | null;
  /** Tries the failed navigation again. */
  retryNavigation(): void;
  navigate(href: string, options?: { replace?: boolean }): void;
  /**
   * The data saver (issue 28): `on` plays the low-bitrate stream; without `images`, pictures below
   * the first screen are empty frames of their size until the visitor asks for them.
   */
  saveData: SaveData;
  /** The radio bar's menu: the toggle (its cookie tells the next server render) and "Show images". */
  setSaveData(next: SaveData): void;
  setLanguage(lang: Lang): void;
}

export interface SaveData {
  on: boolean;
  images: boolean;
}

export const AppContext = createContext<AppContextValue | null>(null);

export function useApp(): AppContextValue {
  const value = useContext(AppContext);
  if (!value) throw new Error('useApp outside <App>');
  return value;
}

/** The translate function for the current language. */
export function useT(): (key: MessageKey, params?: Params) => string {
  const { ui } = useApp();
  return (key, params) => t(ui, key, params);
}

/**
 * The address a picture loads: with the data saver holding pictures, one below the first screen
 * (`lazy`) is an empty SVG of its size instead, so nothing moves when the real one comes.
 */
export function imageSrc(saveData: SaveData, src: string, width: number, height: number, lazy = true): string {
  if (!lazy || saveData.images) return pageImage(src);
  // Quotes escaped (%27), so the server writes the same bytes the browser compares at hydration.
  return `data:image/svg+xml,%3Csvg%20xmlns=%27http://www.w3.org/2000/svg%27%20width=%27${width}%27%20height=%27${height}%27/%3E`;
}
