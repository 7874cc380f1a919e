import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import { LIMITS } from '@freakdrop/contract';
import { ConfirmProvider } from './ConfirmProvider';
import { adminTheme } from './theme';

/** Toasts: one at a time, closing after 5 s. */
const toastConfig = { maxCount: 1, duration: LIMITS.toastMs / 1000 };
/** Top centre: the corners hold Logout and each screen's main button. */
const notificationConfig = { ...toastConfig, placement: 'top' as const, top: 12 };

/** Providers every admin screen needs; tests render screens inside it too. */
export function AdminProviders({ children }: { children: React.ReactNode }) {
  return (
    <ConfigProvider theme={adminTheme} locale={enUS}>
      <AntApp notification={notificationConfig} message={toastConfig} className="admin-root">
        <ConfirmProvider>{children}</ConfirmProvider>
      </AntApp>
    </ConfigProvider>
  );
}
