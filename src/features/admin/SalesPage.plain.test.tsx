/**
 * The sales desk is a plain page (routes.tsx's plainPage, bench:bundle's 250 KB for a signed-in
 * page): nothing it imports may bring antd, its icons or dayjs along.
 */
it('loads ./SalesPage with no antd, antd icons nor dayjs on the way', () => {
  jest.isolateModules(() => {
    for (const name of ['antd', '@ant-design/icons', 'dayjs'])
      jest.doMock(name, () => {
        throw new Error(`${name} no caminho da mesa de vendas`);
      });
    expect(() => jest.requireActual('./SalesPage')).not.toThrow();
  });
});
