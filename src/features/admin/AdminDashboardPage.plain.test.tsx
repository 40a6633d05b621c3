/**
 * The admin frame and its dashboard are plain pages (routes.tsx's plainPage, bench:bundle's 250 KB
 * for a signed-in page): nothing they import may bring antd, its icons or dayjs along. The revenue
 * chart is a dynamic import, plain too.
 */
it.each(['./AdminLayout', './AdminDashboardPage', './Charts'])(
  'loads %s with no antd, antd icons nor dayjs on the way',
  (module) => {
    jest.isolateModules(() => {
      for (const name of ['antd', '@ant-design/icons', 'dayjs'])
        jest.doMock(name, () => {
          throw new Error(`${name} no caminho do painel da administração`);
        });
      expect(() => jest.requireActual(module)).not.toThrow();
    });
  },
);
