import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import styles from './StaticPage.module.css';
import { paths } from '../../app/paths';

/** /terms-of-service */
export default function TermsPage() {
  useDocumentTitle('Termos de Uso');
  return (
    <article className={styles.page}>
      <h1>Termos de Uso</h1>
      <p className={styles.updated}>Última atualização: 1º de novembro de 2026</p>
      <p className={styles.lead}>
        Estes termos explicam as regras para usar a Tribo. Ao criar uma conta ou publicar um anúncio, você concorda com
        eles.
      </p>

      <h2>1. O que a Tribo oferece</h2>
      <p>
        A Tribo é uma plataforma on-line de classificados e serviços profissionais, organizada por estados e por
        comunidades (tribos). Nós aproximamos quem procura de quem oferece; não somos parte dos negócios fechados entre
        usuários, não prestamos os serviços anunciados e não vendemos os produtos anunciados.
      </p>

      <h2>2. Cadastro</h2>
      <p>
        Para anunciar, votar, favoritar e participar de tribos é preciso ter uma conta, com dados verdadeiros e
        atualizados. Você é responsável por manter sua senha em segredo e por tudo o que for feito com a sua conta. É
        preciso ter pelo menos 18 anos ou estar assistido por um responsável legal.
      </p>

      <h2>3. Anúncios</h2>
      <ul>
        <li>
          O anúncio deve descrever com clareza e honestidade o serviço ou produto oferecido, com preço real ou “a
          combinar”.
        </li>
        <li>As fotos devem ser suas ou ter autorização de uso, e mostrar o que está sendo anunciado.</li>
        <li>Cada anúncio fica ativo por 30 dias e pode ser renovado.</li>
        <li>Planos de destaque são pagos antecipadamente e valem pelo período contratado.</li>
      </ul>

      <h2>4. O que não é permitido</h2>
      <ul>
        <li>Produtos ou serviços ilegais, falsificados, roubados ou que exijam autorização que você não possui.</li>
        <li>Conteúdo discriminatório, ofensivo, enganoso ou que viole direitos de terceiros.</li>
        <li>Pedir pagamento antecipado por serviços que não serão prestados, ou qualquer tipo de fraude.</li>
        <li>Publicar o mesmo anúncio várias vezes, usar robôs ou coletar dados de outros usuários.</li>
      </ul>
      <p>
        Podemos remover anúncios e suspender contas que descumpram estes termos, com ou sem aviso prévio, conforme a
        gravidade do caso.
      </p>

      <h2>5. Responsabilidades</h2>
      <p>
        Cada usuário responde pelo que publica e pelos negócios que faz. Recomendamos conversar antes de fechar qualquer
        serviço, conferir referências e combinar tudo por escrito. A Tribo não se responsabiliza por danos decorrentes
        de negociações entre usuários, salvo nos casos previstos em lei, como no Código de Defesa do Consumidor.
      </p>

      <h2>6. Privacidade</h2>
      <p>
        O tratamento dos seus dados pessoais segue a Lei Geral de Proteção de Dados (Lei nº 13.709/2018) e está descrito
        na nossa <Link to={paths.privacy()}>Política de Privacidade</Link>.
      </p>

      <h2>7. Mudanças nestes termos</h2>
      <p>
        Podemos atualizar estes termos para refletir mudanças no produto ou na lei. Avisaremos por e-mail ou por
        notificação no site quando a mudança for relevante.
      </p>

      <h2>8. Contato e foro</h2>
      <p>
        Dúvidas sobre estes termos podem ser enviadas pela página de <Link to={paths.contact()}>Contato</Link>. Fica
        eleito o foro do domicílio do consumidor para resolver eventuais conflitos.
      </p>
    </article>
  );
}
