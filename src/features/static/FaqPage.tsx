import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import styles from './StaticPage.module.css';
import { paths } from '../../app/paths';

interface Question {
  q: string;
  a: React.ReactNode;
}

export const FAQ: Array<{ group: string; questions: Question[] }> = [
  {
    group: 'Para quem procura',
    questions: [
      {
        q: 'O que é a Tribo?',
        a: 'A Tribo é um marketplace brasileiro de serviços profissionais e classificados. Os anúncios são organizados por estado e curados por comunidades locais e de nicho — as tribos —, para você encontrar gente de confiança perto de você.',
      },
      {
        q: 'Preciso criar uma conta para ver os anúncios?',
        a: 'Não. Qualquer pessoa pode buscar e ver anúncios, perfis públicos e as páginas de ajuda. A conta é necessária para anunciar, favoritar, votar, salvar buscas, conversar em Mensagens e participar das tribos.',
      },
      {
        q: 'Como encontro um profissional no meu estado?',
        a: (
          <>
            Digite o que procura na busca do topo (por exemplo, “diarista” ou “eletricista”), escolha o estado — ou Todo
            o Brasil — e clique em buscar; no celular, toque em Buscar na barra de baixo. Você também pode navegar pelas{' '}
            <Link to={paths.categories()}>categorias</Link>.
          </>
        ),
      },
      {
        q: 'Posso ser avisado quando aparecer um anúncio novo?',
        a: (
          <>
            Sim. Faça uma busca ou escolha um filtro em <Link to={paths.ads()}>Anúncios</Link> e toque em “Salvar
            busca”. Escolha o alerta: “Na hora” (uma notificação a cada anúncio novo), “Resumo diário” (um e-mail por
            dia, às 8h, com até 10 anúncios novos) ou “Sem alerta”. Você pode ter até 50 buscas e gerenciá-las em{' '}
            <Link to={paths.profile('searches')}>Buscas salvas</Link>, no seu perfil; o e-mail diário tem um link para
            cancelá-lo com um clique.
          </>
        ),
      },
      {
        q: 'Como falo com quem anunciou?',
        a: 'Membros da Tribo podem conversar em Mensagens: na página do anúncio, toque em “Enviar mensagem”, sem precisar trocar telefone. As conversas ficam em Mensagens, no topo do site e no menu da sua conta. Além disso, aparecem os contatos que o anunciante escolheu mostrar, como o botão de WhatsApp ou o telefone. A negociação é feita diretamente entre vocês.',
      },
      {
        q: 'Posso bloquear alguém em Mensagens?',
        a: 'Sim. Em uma conversa ou no perfil público da pessoa, use “Bloquear usuário”: ela não poderá mais enviar mensagens para você. Para desfazer, use “Desbloquear” em Editar perfil. Nunca pague adiantado por Pix a quem você não conhece.',
      },
      {
        q: 'A Tribo garante o serviço contratado?',
        a: 'A Tribo aproxima quem procura de quem oferece, mas não participa da negociação nem do pagamento do serviço. Confira os votos do anúncio e o perfil de quem anuncia, converse antes de fechar e desconfie de pedidos de pagamento antecipado fora do combinado.',
      },
    ],
  },
  {
    group: 'Para quem anuncia',
    questions: [
      {
        q: 'Anunciar é grátis?',
        a: 'Sim. Publicar um anúncio é grátis. Se quiser mais visibilidade, você pode escolher um plano de destaque, que coloca o anúncio entre os primeiros resultados por um período. O destaque pode ser pago por Pix, cartão de crédito ou boleto; no boleto, ele começa quando o banco confirma o pagamento (até 2 dias úteis).',
      },
      {
        q: 'Quanto tempo o anúncio fica no ar?',
        a: 'Cada anúncio fica ativo por 30 dias. Depois disso ele expira, você recebe uma notificação e pode renová-lo por mais 30 dias no seu perfil.',
      },
      {
        q: 'Quantas fotos posso colocar?',
        a: 'Até 10 fotos por anúncio, de até 10 MB cada, nos formatos JPEG, PNG, WebP ou AVIF. As fotos são otimizadas automaticamente e os dados de localização (GPS) são removidos.',
      },
      {
        q: 'Como edito ou removo meu anúncio?',
        a: (
          <>
            Entre na sua conta e abra <Link to={paths.profile('ads')}>Meus Anúncios</Link>. Lá você pode editar o texto,
            o preço e as fotos, pausar ou excluir cada anúncio.
          </>
        ),
      },
    ],
  },
  {
    group: 'Conta e segurança',
    questions: [
      {
        q: 'Esqueci minha senha. E agora?',
        a: (
          <>
            Use a opção <Link to={paths.forgotPassword()}>Esqueci minha senha</Link> e informe seu e-mail. Você receberá
            um link para criar uma nova senha.
          </>
        ),
      },
      {
        q: 'O que são as tribos?',
        a: 'Tribos são comunidades — de um bairro, de uma profissão ou de um interesse — criadas pelos próprios membros. Cada tribo tem um mural com os anúncios que os membros enviam e os moderadores aprovam, ordenados pelos votos dos membros. Dependendo da tribo, você entra na hora, pede para participar ou entra por um convite dos moderadores.',
      },
      {
        q: 'Como denuncio um anúncio suspeito?',
        a: (
          <>
            Na página do anúncio, toque em “Denunciar anúncio” (é preciso entrar na sua conta), escolha o motivo — golpe
            ou fraude, produto ou serviço proibido, conteúdo ofensivo, anúncio duplicado, informação falsa ou outro — e,
            se quiser, conte o que aconteceu (em “Outro”, contar é obrigatório). Quem anunciou não fica sabendo quem
            denunciou. Quando três pessoas diferentes denunciam o mesmo anúncio, ele sai das buscas até a equipe da
            Tribo analisar. A equipe pode descartar a denúncia, pedir uma correção, remover o anúncio ou suspender a
            conta de quem descumpre os <Link to={paths.terms()}>Termos de Uso</Link>, e você recebe uma notificação com
            o resultado. Um perfil também pode ser denunciado, pelo botão “Denunciar” na página dele.
          </>
        ),
      },
      {
        q: 'Minha conta foi suspensa. E agora?',
        a: (
          <>
            Uma conta suspensa não consegue entrar e os anúncios dela saem do site enquanto a suspensão durar. Se você
            acha que houve um engano, fale com a equipe pela página de <Link to={paths.contact()}>Contato</Link>.
          </>
        ),
      },
      {
        q: 'Como baixo ou excluo os meus dados?',
        a: (
          <>
            Entre na sua conta e abra <Link to={paths.profileEdit()}>Editar Perfil</Link>: na Zona de perigo, “Exportar
            meus dados” baixa tudo o que guardamos sobre você, e “Excluir minha conta” apaga a conta com os seus
            anúncios e fotos. Seus direitos estão na <Link to={paths.privacy()}>Política de Privacidade</Link>.
          </>
        ),
      },
    ],
  },
];

/** /faq: questions grouped by audience, each collapsible (native details/summary). */
export default function FaqPage() {
  useDocumentTitle('Perguntas Frequentes');
  return (
    <article className={styles.page}>
      <h1>Perguntas Frequentes</h1>
      <p className={styles.lead}>Respostas rápidas sobre como buscar, anunciar e usar a Tribo com segurança.</p>
      {FAQ.map((group, i) => (
        <section key={group.group} className={styles.faqGroup} aria-labelledby={`faq-grupo-${i}`}>
          <h2 id={`faq-grupo-${i}`}>{group.group}</h2>
          <div className={styles.faq}>
            {group.questions.map((item) => (
              <details key={item.q} className={styles.faqItem}>
                <summary>{item.q}</summary>
                <p>{item.a}</p>
              </details>
            ))}
          </div>
        </section>
      ))}
      <h2>Não encontrou sua resposta?</h2>
      <p>
        Visite a <Link to={paths.helpCenter()}>Central de Ajuda</Link> ou{' '}
        <Link to={paths.contact()}>fale com a gente</Link>.
      </p>
    </article>
  );
}
