/**
 * The public profile is one of the public pages built without antd (routes.tsx's plainPage,
 * bench:bundle's 200 KB): nothing the page imports may bring antd, its icons or dayjs along
 * (those two come in a chunk shared with antd's form engine). Its forms in antd (ReviewForms) are
 * dynamic imports, loaded when a member opens one, so they are not required here.
 */
it('loads the public profile page with no antd, antd icons nor dayjs on the way', () => {
  jest.isolateModules(() => {
    for (const name of ['antd', '@ant-design/icons', 'dayjs'])
      jest.doMock(name, () => {
        throw new Error(`${name} no caminho do perfil público`);
      });
    expect(() => jest.requireActual('./PublicProfilePage')).not.toThrow();
  });
});
