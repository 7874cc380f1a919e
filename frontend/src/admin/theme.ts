import type { ThemeConfig } from 'antd';

/** The console keeps antd's readable light look with the shop's toxic purple as accent. */
export const adminTheme: ThemeConfig = {
  token: {
    colorPrimary: '#7c3aed',
    colorLink: '#7c3aed',
    // antd's default secondary grey (#8c8c8c) is 3.4:1 on white; this is 7:1 (axe, WCAG AA).
    colorTextDescription: '#595959',
    borderRadius: 8,
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Layout: { siderBg: '#140a24', triggerBg: '#1f1236', headerBg: '#ffffff' },
    Menu: { darkItemBg: '#140a24', darkItemSelectedBg: '#7c3aed', darkSubMenuItemBg: '#140a24' },
  },
};
