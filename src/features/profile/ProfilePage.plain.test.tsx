/**
 * /profile is a plain page (routes.tsx's plainPage, bench:bundle's 250 KB for a signed-in page):
 * nothing the page or the notification history under it imports may bring antd, its icons,
 * dayjs or antd's form engine (the form kit's controls; the page has no form) along, the tribes
 * tab's cards (components/MyTribes) included.
 */
it('loads the profile page and its notification history with no antd, antd icons, dayjs nor form engine on the way', () => {
  jest.isolateModules(() => {
    for (const name of ['antd', '@ant-design/icons', 'dayjs', '@rc-component/form'])
      jest.doMock(name, () => {
        throw new Error(`${name} no caminho de /profile`);
      });
    expect(() => jest.requireActual('./ProfilePage')).not.toThrow();
    expect(() => jest.requireActual('../notifications/NotificationsHistory')).not.toThrow();
  });
});
