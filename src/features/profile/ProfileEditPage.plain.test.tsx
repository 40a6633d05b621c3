/**
 * /profile/edit is a signed-in page built without antd (routes.tsx's plainPage, bench:bundle's
 * 250 KB): nothing the page imports may bring antd, its icons or dayjs along.
 */
it('loads the profile edit page with no antd, antd icons nor dayjs on the way', () => {
  jest.isolateModules(() => {
    for (const name of ['antd', '@ant-design/icons', 'dayjs'])
      jest.doMock(name, () => {
        throw new Error(`${name} no caminho de Editar perfil`);
      });
    expect(() => jest.requireActual('./ProfileEditPage')).not.toThrow();
  });
});
