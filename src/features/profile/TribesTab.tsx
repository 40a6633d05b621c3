import AntdProvider from '../../app/AntdProvider';
import ButtonLink from '../../components/ButtonLink';
import MyTribes from '../../components/MyTribes';
import { paths } from '../../app/paths';

/**
 * "Minhas Tribos": the tribes' cards are antd's (components/TribeGrid), so this tab is a chunk of
 * its own with antd's provider, loaded when it opens; the other tabs and a first visit to /profile
 * download no antd.
 */
export default function TribesTab() {
  return (
    <AntdProvider>
      <MyTribes
        emptyAction={
          <ButtonLink to={paths.tribes()} type="primary">
            Descobrir tribos
          </ButtonLink>
        }
      />
    </AntdProvider>
  );
}
