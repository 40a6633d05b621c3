import { useState, type DragEvent } from 'react';
import { Alert, App, Button, Grid, Popconfirm, Space, Switch, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined, PlusOutlined } from '@ant-design/icons';
import {
  useDeleteAdminHeroSlideMutation,
  useListAdminHeroSlidesQuery,
  useReorderAdminHeroSlidesMutation,
  useUpdateAdminHeroSlideMutation,
  type HeroSlideAdmin,
} from '../../api/admin';
import { apiErrorMessage } from '../../lib/apiErrors';
import { resolveImageUrl } from '../../lib/imageUrl';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import HeroSlideDrawer from './HeroSlideDrawer';
import { formatWindow, moveItem, SLIDE_STATUS_COLOR, SLIDE_STATUS_LABEL } from './heroSlides';
import styles from './Admin.module.css';

const DRAG_TYPE = 'application/x-tribo-slide';

/**
 * /admin/hero-carousel: the home page's slides in display order. Drag a row by its handle (or use
 * the arrows, from the keyboard) to reorder; switch a slide on or off in its row; create and edit
 * in a drawer with a live preview; delete after a confirmation.
 */
export default function HeroCarouselPage() {
  useDocumentTitle('Carrossel da página inicial');
  const { message } = App.useApp();
  // On a phone a pinned column would cover most of the row: there the whole row scrolls.
  const phone = Grid.useBreakpoint().md === false;
  const { data: slides = [], isLoading, error } = useListAdminHeroSlidesQuery();
  const [reorder, { isLoading: reordering }] = useReorderAdminHeroSlidesMutation();
  const [update] = useUpdateAdminHeroSlideMutation();
  const [remove] = useDeleteAdminHeroSlideMutation();
  // A new key for each opening: the drawer starts from the slide, with nothing left from the last time.
  const [drawer, setDrawer] = useState<{ open: boolean; slide: HeroSlideAdmin | null; key: number }>({
    open: false,
    slide: null,
    key: 0,
  });
  const openDrawer = (slide: HeroSlideAdmin | null) => setDrawer((d) => ({ open: true, slide, key: d.key + 1 }));
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [toggling, setToggling] = useState<number | null>(null);

  async function move(from: number, to: number) {
    if (to < 0 || to >= slides.length || from === to) return;
    const ids = moveItem(slides, from, to).map((s) => s.id);
    try {
      await reorder({ heroSlideReorderBody: { ids } }).unwrap();
      void message.success('Ordem salva.');
    } catch (err) {
      void message.error(apiErrorMessage(err));
    }
  }

  async function toggle(slide: HeroSlideAdmin, isActive: boolean) {
    setToggling(slide.id);
    try {
      await update({ id: slide.id, heroSlideUpdateBody: { is_active: isActive } }).unwrap();
      void message.success(isActive ? 'Slide ativado.' : 'Slide desativado.');
    } catch (err) {
      void message.error(apiErrorMessage(err));
    } finally {
      setToggling(null);
    }
  }

  async function onDelete(slide: HeroSlideAdmin) {
    try {
      await remove({ id: slide.id }).unwrap();
      void message.success('Slide excluído.');
    } catch (err) {
      void message.error(apiErrorMessage(err));
    }
  }

  function dropOn(index: number, e: DragEvent) {
    e.preventDefault();
    const id = Number(e.dataTransfer.getData(DRAG_TYPE) || dragging);
    setDragging(null);
    setOver(null);
    const from = slides.findIndex((s) => s.id === id);
    if (from >= 0) void move(from, index);
  }

  const columns: ColumnsType<HeroSlideAdmin> = [
    {
      key: 'order',
      title: 'Ordem',
      width: 108,
      render: (_v, slide, index) => (
        <Space size={2}>
          <span
            className={styles.dragHandle}
            draggable
            role="img"
            aria-label={`Arrastar para reordenar: ${slide.title}`}
            title="Arraste para mudar a ordem"
            onDragStart={(e) => {
              e.dataTransfer.effectAllowed = 'move';
              e.dataTransfer.setData(DRAG_TYPE, String(slide.id));
              const row = (e.currentTarget as HTMLElement).closest('tr');
              if (row) e.dataTransfer.setDragImage(row, 16, 16);
              setDragging(slide.id);
            }}
            onDragEnd={() => {
              setDragging(null);
              setOver(null);
            }}
          >
            <HolderOutlined />
          </span>
          <Tooltip title="Mover para cima">
            <Button
              size="small"
              type="text"
              icon={<ArrowUpOutlined />}
              aria-label={`Mover para cima: ${slide.title}`}
              disabled={index === 0 || reordering}
              onClick={() => void move(index, index - 1)}
            />
          </Tooltip>
          <Tooltip title="Mover para baixo">
            <Button
              size="small"
              type="text"
              icon={<ArrowDownOutlined />}
              aria-label={`Mover para baixo: ${slide.title}`}
              disabled={index === slides.length - 1 || reordering}
              onClick={() => void move(index, index + 1)}
            />
          </Tooltip>
        </Space>
      ),
    },
    {
      key: 'image',
      title: 'Imagem',
      width: 112,
      render: (_v, slide) => {
        const src = resolveImageUrl(slide.image_url || slide.image_mobile_url);
        return src ? (
          <img src={src} alt={slide.image_alt} className={styles.slideThumb} loading="lazy" />
        ) : (
          <Typography.Text type="secondary">Sem imagem</Typography.Text>
        );
      },
    },
    {
      key: 'title',
      title: 'Slide',
      // A width of its own: beside a fixed column, a column without one is squeezed to nothing.
      width: 250,
      render: (_v, slide) => (
        <div>
          <strong>{slide.title}</strong>
          {slide.subtitle ? (
            <div>
              <Typography.Text type="secondary" ellipsis={{ tooltip: slide.subtitle }} style={{ maxWidth: '100%' }}>
                {slide.subtitle}
              </Typography.Text>
            </div>
          ) : null}
          {slide.cta_label ? (
            <div>
              <Typography.Text type="secondary">
                Botão: {slide.cta_label} → <code>{slide.cta_url}</code>
              </Typography.Text>
            </div>
          ) : null}
        </div>
      ),
    },
    {
      key: 'status',
      // The status and, under it, the display window that decides it.
      title: 'Situação',
      width: 160,
      render: (_v, slide) => (
        <div>
          <Tag color={SLIDE_STATUS_COLOR[slide.status]}>{SLIDE_STATUS_LABEL[slide.status]}</Tag>
          <div className={styles.slideWindow}>{formatWindow(slide.starts_at, slide.ends_at)}</div>
        </div>
      ),
    },
    {
      key: 'active',
      title: 'Ativo',
      width: 68,
      render: (_v, slide) => (
        <Switch
          checked={slide.is_active}
          loading={toggling === slide.id}
          aria-label={`Ativo: ${slide.title}`}
          onChange={(checked) => void toggle(slide, checked)}
        />
      ),
    },
    {
      key: 'actions',
      title: 'Ações',
      width: 150,
      // In view while the table scrolls sideways (not on a phone, where it would hide the row).
      fixed: phone ? undefined : 'right',
      render: (_v, slide) => (
        <Space>
          <Button size="small" onClick={() => openDrawer(slide)} aria-label={`Editar: ${slide.title}`}>
            Editar
          </Button>
          <Popconfirm
            title="Excluir este slide?"
            description="Ele sai da página inicial e as suas imagens são apagadas."
            okText="Excluir"
            okButtonProps={{ danger: true }}
            cancelText="Cancelar"
            onConfirm={() => onDelete(slide)}
          >
            <Button size="small" danger aria-label={`Excluir: ${slide.title}`}>
              Excluir
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <section aria-labelledby="hero-carousel-title">
      <div className={styles.pageHeader}>
        <Typography.Title level={1} id="hero-carousel-title">
          Carrossel da página inicial
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => openDrawer(null)}>
          Novo slide
        </Button>
      </div>
      <Typography.Paragraph type="secondary">
        A página inicial mostra os slides ativos dentro do seu período, nesta ordem. Arraste pela alça ou use as setas
        para mudar a ordem.
      </Typography.Paragraph>
      {error ? <Alert type="error" showIcon title={apiErrorMessage(error)} style={{ marginBottom: 16 }} /> : null}
      <Table<HeroSlideAdmin>
        rowKey="id"
        size="middle"
        loading={isLoading}
        columns={columns}
        dataSource={slides}
        pagination={false}
        // The sum of the column widths (the admin area's width at 1366 px): the table scrolls sideways
        // below it, the actions stay pinned.
        scroll={{ x: 848 }}
        locale={{ emptyText: 'Nenhum slide. Enquanto não houver um ativo, a página inicial mostra o slide padrão.' }}
        rowClassName={(slide) =>
          [
            dragging === slide.id ? styles.rowDragging : '',
            over === slide.id && dragging !== slide.id ? styles.rowOver : '',
          ]
            .filter(Boolean)
            .join(' ')
        }
        onRow={(slide, index) => ({
          onDragOver: (e: DragEvent) => {
            if (dragging === null) return;
            e.preventDefault();
            e.dataTransfer.dropEffect = 'move';
            if (over !== slide.id) setOver(slide.id);
          },
          onDragLeave: () => setOver((o) => (o === slide.id ? null : o)),
          onDrop: (e: DragEvent) => dropOn(index ?? 0, e),
        })}
      />
      <HeroSlideDrawer
        key={drawer.key}
        open={drawer.open}
        slide={drawer.slide}
        onClose={() => setDrawer((d) => ({ ...d, open: false }))}
      />
    </section>
  );
}
