/**
 * The ad form (/ads/create, /ads/edit/:slug) is built without antd (routes.tsx's plainPage,
 * bench:bundle's 250 KB for a signed-in page): nothing it imports may bring antd, its icons or
 * dayjs along.
 */
it('loads the ad form with no antd, antd icons nor dayjs on the way', () => {
  jest.isolateModules(() => {
    for (const name of ['antd', '@ant-design/icons', 'dayjs'])
      jest.doMock(name, () => {
        throw new Error(`${name} no caminho do formulário de anúncio`);
      });
    expect(() => jest.requireActual('./AdFormPage')).not.toThrow();
  });
});
