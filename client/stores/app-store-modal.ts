import { proxy } from 'valtio';

/** @public Read by the app-store modal (client/components/app-store), built in parallel. */
export const appStoreModal = proxy({ visible: false });
export function openAppStoreModal() {
  appStoreModal.visible = true;
}
