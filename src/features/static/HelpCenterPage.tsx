import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import styles from './StaticPage.module.css';
import { paths } from '../../app/paths';

const TOPICS: Array<{ title: string; text: string; to: string; link: string }> = [
  {
    title: 'Buscar serviços e produtos',
    text: 'Use a busca do topo com o estado certo, ou navegue pelas categorias.',
    to: '/categories',
    link: 'Ver categorias',
  },
  {
    title: 'Publicar um anúncio',
    text: 'Anuncie grátis com até 10 fotos. Leva poucos minutos, inclusive pelo celular.',
    to: '/ads/create',
    link: 'Anunciar Grátis',
  },
  {
    title: 'Gerenciar meus anúncios',
    text: 'Edite, pause, renove ou exclua seus anúncios no seu perfil.',
    to: '/profile?tab=ads',
    link: 'Meus Anúncios',
  },
  {
    title: 'Tribos',
    text: 'Participe de comunidades do seu bairro, profissão ou interesse.',
    to: '/tribes',
    link: 'Conhecer as tribos',
  },
  {
    title: 'Acesso à conta',
    text: 'Esqueceu a senha? Crie uma nova com o link enviado ao seu e-mail.',
    to: '/forgot-password',
    link: 'Recuperar senha',
  },
  {
    title: 'Privacidade e dados',
    text: 'Saiba quais dados tratamos e como exercer seus direitos pela LGPD.',
    to: '/privacy-policy',
    link: 'Política de Privacidade',
  },
];

/** /help-center: topics that lead to the right page, then FAQ and contact. */
export default function HelpCenterPage() {
  useDocumentTitle('Central de Ajuda');
  return (
    <article className={`${styles.page} ${styles.wide}`}>
      <h1>Central de Ajuda</h1>
      <p className={styles.lead}>Como podemos ajudar? Escolha um assunto abaixo.</p>
      <ul className={styles.cards}>
        {TOPICS.map((t) => (
          <li key={t.title}>
            <Link to={t.to} className={styles.card}>
              <strong>{t.title}</strong>
              <span>{t.text}</span>
              <br />
              <span>{t.link} →</span>
            </Link>
          </li>
        ))}
      </ul>

      <h2>Dicas de segurança</h2>
      <ul>
        <li>Converse com o anunciante antes de fechar negócio e combine tudo por escrito.</li>
        <li>Desconfie de preços muito abaixo do normal e de pedidos de pagamento antecipado.</li>
        <li>Prefira encontros em locais públicos para ver produtos usados.</li>
        <li>Nunca informe senhas ou códigos recebidos por SMS a outras pessoas.</li>
      </ul>

      <h2>Ainda precisa de ajuda?</h2>
      <p>
        Veja as <Link to={paths.faq()}>Perguntas Frequentes</Link> ou{' '}
        <Link to={paths.contact()}>envie uma mensagem</Link> para a nossa equipe. Respondemos em até 2 dias úteis.
      </p>
    </article>
  );
}
