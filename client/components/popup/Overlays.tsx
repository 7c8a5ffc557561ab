/**
 * The shell's self-opening overlays: the newsletter popup (on its schedule) and the app-store
 * modal (when a badge without a link is clicked). Only the schedule and two small stores are in
 * the first download; each dialog's code loads the first time it opens. Nothing renders on the
 * server (both start closed), so hydration is unaffected.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { HomeResponse } from '../../../shared/types/api';
import { browserApi } from '../../app/browser-api';
import { useApp } from '../../app/context';
import { fromShallowStack } from '../../app/shallow-stack';
import type { Page } from '../../app/routes';
import { appStoreModal } from '../../stores/app-store-modal';
import { newsletterPopup, openNewsletterPopup } from '../../stores/newsletter-popup';
import { browserStorage, schedulePopup } from './popup-rules';

const NewsletterPopup = lazy(() => import('./NewsletterPopup').then((m) => ({ default: m.NewsletterPopup })));
const AppStoreModal = lazy(() => import('../app-store/AppStoreModal').then((m) => ({ default: m.AppStoreModal })));

/**
 * The home data's showPopup: from the page when it is the home page, else from the home call
 * (the browser's cached contract client), asked only when the popup is about to open.
 */
async function showPopupFlag(page: Page): Promise<boolean> {
  if (page.routeId === 'home') return page.data.showPopup;
  const home = await browserApi().get<HomeResponse>('/api/home');
  return home.showPopup === true;
}

export function Overlays() {
  const { page } = useApp();
  const popup = useSnapshot(newsletterPopup);
  const modal = useSnapshot(appStoreModal);
  // Once opened, a dialog stays mounted: it fades out and hands focus back when it closes.
  const [popupUsed, setPopupUsed] = useState(false);
  const [modalUsed, setModalUsed] = useState(false);
  if (!popupUsed && popup.open) setPopupUsed(true);
  if (!modalUsed && modal.visible) setModalUsed(true);

  // The schedule asks for the flag ten seconds on: by then the visitor may be on another page.
  const pageRef = useRef(page);
  useEffect(() => {
    pageRef.current = page;
  }, [page]);

  // "10 seconds after load": once, when the shell first mounts, not on every navigation; its timer
  // set from a shallow stack (client/app/shallow-stack.ts).
  useEffect(
    () =>
      fromShallowStack(() =>
        schedulePopup({
          storage: browserStorage(),
          clock: {
            setTimeout: (run, ms) => window.setTimeout(run, ms),
            clearTimeout: (h) => window.clearTimeout(h as number),
          },
          showPopup: () => showPopupFlag(pageRef.current),
          open: openNewsletterPopup,
        }),
      ),
    [],
  );

  // One boundary each: the other dialog's chunk loading must not hide an open one.
  return (
    <>
      {popupUsed && (
        <Suspense fallback={null}>
          <NewsletterPopup />
        </Suspense>
      )}
      {modalUsed && (
        <Suspense fallback={null}>
          <AppStoreModal />
        </Suspense>
      )}
    </>
  );
}
