/**
 * A tribe's page (header, feed, rules, members, publishing) is built without antd (routes.tsx's plainPage, bench:bundle's 250 KB for a signed-in page):
 * nothing the page imports may bring antd, its icons or dayjs along. Creating and managing a tribe
 * (TribeFormPage) is another route, a link away.
 */
it('loads the page with no antd, antd icons nor dayjs on the way', () => {
  jest.isolateModules(() => {
    for (const name of ['antd', '@ant-design/icons', 'dayjs'])
      jest.doMock(name, () => {
        throw new Error(`${name} no caminho da página da tribo`);
      });
    expect(() => jest.requireActual('./TribePage')).not.toThrow();
  });
});
