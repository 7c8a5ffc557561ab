import { proxy } from 'valtio';

export const appStoreModal = proxy({ visible: false });
export function openAppStoreModal() {
  appStoreModal.visible = true;
}
