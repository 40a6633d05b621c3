/**
 * /messages and /messages/:id are built without antd (routes.tsx's plainPage): nothing their chunk
 * imports may bring antd, its icons or dayjs along. "Avaliar anunciante"'s form in antd
 * (ReviewAdvertiserDialog) is a dynamic import, loaded when a member opens it, so it is not required here.
 */
it.each(['./MessagesPage', './NoConversation', './ConversationPage'])(
  'loads %s with no antd, antd icons nor dayjs on the way',
  (page) => {
    jest.isolateModules(() => {
      for (const name of ['antd', '@ant-design/icons', 'dayjs'])
        jest.doMock(name, () => {
          throw new Error(`${name} no caminho das mensagens`);
        });
      expect(() => jest.requireActual(page)).not.toThrow();
    });
  },
);
