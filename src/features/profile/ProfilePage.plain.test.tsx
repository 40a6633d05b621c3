/**
 * /profile is a plain page (routes.tsx's plainPage, bench:bundle's 250 KB for a signed-in page):
 * nothing the page or the notification history under it imports may bring antd, its icons,
 * dayjs or antd's form engine (the form kit's controls; the page has no form) along. The tribes tab's cards are antd's, in a chunk of their own (TribesTab, a dynamic
 * import loaded when the tab opens), so it is not required here.
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
