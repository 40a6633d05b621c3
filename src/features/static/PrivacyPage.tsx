import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import styles from './StaticPage.module.css';
import { paths } from '../../app/paths';

/** /privacy-policy — LGPD-aware: what data, why, with whom, for how long, rights and how to ask. */
export default function PrivacyPage() {
  useDocumentTitle('Política de Privacidade');
  return (
    <article className={styles.page}>
      <h1>Política de Privacidade</h1>
      <p className={styles.updated}>Última atualização: 1º de novembro de 2026</p>
      <p className={styles.lead}>
        Esta política explica quais dados pessoais a Tribo trata, para quê, com quem compartilha e como você exerce os
        seus direitos, de acordo com a Lei Geral de Proteção de Dados Pessoais (LGPD, Lei nº 13.709/2018).
      </p>

      <h2>1. Quais dados coletamos</h2>
      <ul>
        <li>
          <strong>Dados de cadastro:</strong> nome, nome de usuário, e-mail, senha (guardada apenas de forma cifrada) e,
          se você quiser, foto, biografia, telefone, WhatsApp, estado e cidade.
        </li>
        <li>
          <strong>Dados dos anúncios:</strong> textos, preços, fotos (sem os metadados de localização, que removemos),
          categoria e localização informada.
        </li>
        <li>
          <strong>Dados de uso:</strong> votos, favoritos, tribos de que você participa, notificações e registros de
          acesso (endereço IP, data e hora), que a lei nos obriga a guardar.
        </li>
        <li>
          <strong>Pagamentos:</strong> quando você contrata um destaque, os dados do cartão são tratados diretamente
          pelo processador de pagamentos; a Tribo recebe apenas a confirmação e os dados da compra.
        </li>
        <li>
          <strong>Mensagens de contato:</strong> nome, e-mail e o conteúdo que você nos enviar.
        </li>
      </ul>

      <h2>2. Para que usamos e com qual base legal</h2>
      <ul>
        <li>Criar e manter sua conta e publicar seus anúncios — execução de contrato (art. 7º, V).</li>
        <li>Mostrar seus contatos nos anúncios, apenas os que você escolher exibir — consentimento (art. 7º, I).</li>
        <li>Prevenir fraudes e garantir a segurança da plataforma — legítimo interesse (art. 7º, IX).</li>
        <li>Guardar registros de acesso por 6 meses — obrigação legal do Marco Civil da Internet (art. 7º, II).</li>
        <li>Processar pagamentos e emitir comprovantes — execução de contrato e obrigação legal.</li>
        <li>Responder às suas mensagens e enviar avisos sobre a sua conta e seus anúncios.</li>
      </ul>

      <h2>3. Com quem compartilhamos</h2>
      <p>
        Não vendemos dados pessoais. Compartilhamos apenas o necessário com prestadores que nos ajudam a operar o
        serviço (hospedagem, envio de e-mails, processamento de pagamentos e login com Google, quando você escolhe
        usá-lo) e com autoridades, quando houver obrigação legal. As informações públicas do seu perfil e dos seus
        anúncios ficam visíveis para qualquer visitante.
      </p>

      <h2>4. Por quanto tempo guardamos</h2>
      <p>
        Mantemos seus dados enquanto sua conta existir. Ao excluir a conta, apagamos ou anonimizamos os dados em até 30
        dias, exceto o que a lei exige guardar por mais tempo (como registros de acesso e dados fiscais de pagamentos).
      </p>

      <h2>5. Seus direitos</h2>
      <p>Pela LGPD (art. 18), você pode pedir a qualquer momento:</p>
      <ul>
        <li>confirmação de que tratamos seus dados e acesso a eles;</li>
        <li>correção de dados incompletos, inexatos ou desatualizados;</li>
        <li>anonimização, bloqueio ou eliminação de dados desnecessários ou tratados em desconformidade com a lei;</li>
        <li>portabilidade dos dados a outro fornecedor;</li>
        <li>eliminação dos dados tratados com base no seu consentimento e revogação desse consentimento;</li>
        <li>informação sobre com quem compartilhamos seus dados;</li>
        <li>revisão de decisões tomadas unicamente com base em tratamento automatizado.</li>
      </ul>

      <h2>6. Como fazer um pedido</h2>
      <p>
        Envie sua solicitação pela página de <Link to={paths.contact()}>Contato</Link> com o assunto “Privacidade”,
        usando o e-mail da sua conta. Respondemos em até 15 dias. Muitos dados também podem ser corrigidos diretamente
        em <Link to={paths.profileEdit()}>Editar Perfil</Link>. Se não ficar satisfeito, você pode recorrer à Autoridade
        Nacional de Proteção de Dados (ANPD).
      </p>

      <h2>7. Segurança</h2>
      <p>
        Usamos conexão cifrada, senhas protegidas com algoritmo de hash moderno, acesso restrito aos dados pela equipe e
        remoção dos metadados das fotos. Nenhum sistema é totalmente invulnerável: se ocorrer um incidente que possa
        trazer risco a você, avisaremos você e a ANPD.
      </p>

      <h2>8. Cookies e armazenamento local</h2>
      <p>
        Usamos o armazenamento local do navegador apenas para manter você conectado (as chaves da sessão). Não usamos
        cookies de publicidade.
      </p>

      <h2>9. Crianças e adolescentes</h2>
      <p>A Tribo não é destinada a menores de 18 anos sem a assistência de um responsável legal.</p>
    </article>
  );
}
