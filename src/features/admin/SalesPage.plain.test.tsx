/**
 * The sales desk is a plain page (routes.tsx's plainPage, bench:bundle's 250 KB for a signed-in
 * page): nothing it imports may bring antd, its icons or dayjs along, nor the form engine (it has
 * no form: its messages are components/form/Notice alone).
 */
it('loads ./SalesPage with no antd, antd icons, dayjs nor form engine on the way', () => {
  jest.isolateModules(() => {
    for (const name of ['antd', '@ant-design/icons', 'dayjs', '@rc-component/form'])
      jest.doMock(name, () => {
        throw new Error(`${name} no caminho da mesa de vendas`);
      });
    expect(() => jest.requireActual('./SalesPage')).not.toThrow();
  });
});
