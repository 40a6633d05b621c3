import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import styles from './StaticPage.module.css';
import { paths } from '../../app/paths';

/** /about-us */
export default function AboutPage() {
  useDocumentTitle('Quem Somos');
  return (
    <article className={styles.page}>
      <h1>Quem Somos</h1>
      <p className={styles.lead}>
        A Tribo nasceu de uma ideia simples: a melhor indicação de um profissional vem de quem está perto de você.
      </p>
      <p>
        Somos um marketplace brasileiro de serviços profissionais e classificados, curado por comunidades locais e de
        nicho — as tribos. Aqui, a diarista recomendada pelo condomínio, o pedreiro que reformou a casa do vizinho e a
        bicicleta usada do grupo de ciclismo do bairro se encontram num só lugar, organizados por estado.
      </p>

      <h2>Nossa missão</h2>
      <p>
        Aproximar quem precisa de um serviço de quem faz bem feito, fortalecendo a economia local e dando visibilidade a
        profissionais autônomos e pequenos negócios de todo o Brasil.
      </p>

      <h2>Como funciona</h2>
      <ul>
        <li>
          <strong>Busque</strong> por serviço ou produto e escolha o seu estado.
        </li>
        <li>
          <strong>Converse</strong> diretamente com quem anuncia, pelo WhatsApp ou telefone.
        </li>
        <li>
          <strong>Anuncie grátis</strong> o que você faz ou vende, com fotos, em poucos minutos.
        </li>
        <li>
          <strong>Participe de tribos</strong> para indicar e descobrir bons profissionais.
        </li>
      </ul>

      <h2>Nossos valores</h2>
      <ul>
        <li>Confiança construída pela comunidade, com votos e indicações reais.</li>
        <li>Respeito à privacidade: você escolhe quais contatos mostrar.</li>
        <li>Simplicidade: anunciar e encontrar precisa ser fácil, inclusive pelo celular.</li>
      </ul>

      <p>
        Quer falar com a gente? Acesse a página de <Link to={paths.contact()}>Contato</Link>.
      </p>
    </article>
  );
}
