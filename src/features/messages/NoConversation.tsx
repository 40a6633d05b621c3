import styles from './MessagesPage.module.css';

/** /messages on a wide screen: the conversation pane until one is chosen. */
export default function NoConversation() {
  return (
    <div className={styles.center}>
      <p>Escolha uma conversa para ler e responder.</p>
    </div>
  );
}
