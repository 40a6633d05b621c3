/**
 * The sales reports are plain pages (routes.tsx's plainPage, bench:bundle's 250 KB for a signed-in
 * page): nothing they import may bring antd, its icons or dayjs along.
 */
it.each(['./MonthlyReportPage', './DetailedReportPage'])(
  'loads %s with no antd, antd icons nor dayjs on the way',
  (module) => {
    jest.isolateModules(() => {
      for (const name of ['antd', '@ant-design/icons', 'dayjs'])
        jest.doMock(name, () => {
          throw new Error(`${name} no caminho dos relatórios de vendas`);
        });
      expect(() => jest.requireActual(module)).not.toThrow();
    });
  },
);
