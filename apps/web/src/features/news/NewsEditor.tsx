/**
 * The news body's rich-text editor (Tiptap): headings, bold / italic / underline / strike, lists,
 * quotes, links (http, https, mailto), images uploaded to POST /news/images, and tables. It writes
 * HTML; the server sanitizes it before it is stored. Only the news chunk imports this file.
 */
import {
  BoldOutlined,
  DeleteOutlined,
  InsertRowBelowOutlined,
  InsertRowRightOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  TableOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import Image from '@tiptap/extension-image';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Divider, Input, Modal, Progress, Select, Tooltip } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../api/feedback';
import { ApiError, messageForCode } from '../../api/http';
import { uploadNewsImage } from '../../api/news';

const LINK_RE = /^(https?:\/\/|mailto:)\S+$/i;
const MAX_IMAGE_BYTES = 2000 * 1024;

interface Props {
  value?: string;
  onChange?: (html: string) => void;
  id?: string;
  invalid?: boolean;
}

function ToolButton(props: {
  label: string;
  icon: ReactNode;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  testId?: string;
}) {
  return (
    <Tooltip title={props.label}>
      <Button
        size="small"
        type={props.active ? 'primary' : 'text'}
        icon={props.icon}
        aria-label={props.label}
        aria-pressed={props.active}
        disabled={props.disabled}
        onClick={props.onClick}
        data-testid={props.testId}
      />
    </Tooltip>
  );
}

export function NewsEditor({ value, onChange, id, invalid }: Props) {
  const { t } = useTranslation();
  const fileInput = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkValue, setLinkValue] = useState('');
  const [linkError, setLinkError] = useState(false);

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ['mailto'],
          HTMLAttributes: { rel: 'noopener noreferrer', target: null },
        },
      }),
      Image.configure({ inline: false, allowBase64: false }),
      Table.configure({ resizable: false }),
      TableRow,
      TableHeader,
      TableCell,
    ],
    content: value ?? '',
    editorProps: {
      attributes: {
        class: 'news-editor-content news-body',
        'aria-label': t('news.fields.body'),
        'aria-multiline': 'true',
        role: 'textbox',
        ...(id ? { id } : {}),
        'data-placeholder': t('news.form.bodyPlaceholder'),
      },
    },
    onUpdate: ({ editor: e }) => onChange?.(e.isEmpty ? '' : e.getHTML()),
  });

  // A value loaded after the editor started (the edit page) is put in once.
  const loaded = useRef(false);
  useEffect(() => {
    if (!editor || loaded.current || !value) return;
    loaded.current = true;
    if (editor.getHTML() !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      e
        ? {
            block: e.isActive('heading', { level: 2 })
              ? 'h2'
              : e.isActive('heading', { level: 3 })
                ? 'h3'
                : e.isActive('heading', { level: 4 })
                  ? 'h4'
                  : 'p',
            bold: e.isActive('bold'),
            italic: e.isActive('italic'),
            underline: e.isActive('underline'),
            strike: e.isActive('strike'),
            bullet: e.isActive('bulletList'),
            ordered: e.isActive('orderedList'),
            quote: e.isActive('blockquote'),
            link: e.isActive('link'),
            table: e.isActive('table'),
            canUndo: e.can().undo(),
            canRedo: e.can().redo(),
          }
        : null,
  });

  if (!editor || !state) return null;
  const chain = () => editor.chain().focus();

  const pickImage = async (file: File | undefined) => {
    if (!file) return;
    if (!/^image\/(png|jpe?g)$/.test(file.type) || file.size > MAX_IMAGE_BYTES) {
      showError(t('news.errors.imageType'));
      return;
    }
    setProgress(0);
    try {
      const image = await uploadNewsImage(file, setProgress);
      chain()
        .setImage({ src: image.url, alt: file.name.replace(/\.[a-z]+$/i, '').slice(0, 100) })
        .run();
    } catch (error) {
      const code = error instanceof ApiError ? error.code : null;
      showError(code === 4350 || code === 4130 ? t('news.errors.imageType') : messageForCode(code));
    } finally {
      setProgress(null);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const openLink = () => {
    setLinkValue((editor.getAttributes('link').href as string | undefined) ?? '');
    setLinkError(false);
    setLinkOpen(true);
  };
  const saveLink = () => {
    const href = linkValue.trim();
    if (!href) {
      chain().extendMarkRange('link').unsetLink().run();
      setLinkOpen(false);
      return;
    }
    if (!LINK_RE.test(href)) {
      setLinkError(true);
      return;
    }
    chain().extendMarkRange('link').setLink({ href }).run();
    setLinkOpen(false);
  };

  return (
    <div className={`news-editor${invalid ? ' news-editor-invalid' : ''}`}>
      <div className="news-editor-toolbar" role="toolbar" aria-label={t('news.editor.toolbar')}>
        <Select
          size="small"
          value={state.block}
          aria-label={t('news.editor.paragraph')}
          className="news-editor-block"
          style={{ width: 150 }}
          popupMatchSelectWidth={false}
          onChange={(v) =>
            v === 'p'
              ? chain().setParagraph().run()
              : chain()
                  .setHeading({ level: Number(v.slice(1)) as 2 | 3 | 4 })
                  .run()
          }
          options={[
            { value: 'p', label: t('news.editor.paragraph') },
            { value: 'h2', label: t('news.editor.heading', { level: 1 }) },
            { value: 'h3', label: t('news.editor.heading', { level: 2 }) },
            { value: 'h4', label: t('news.editor.heading', { level: 3 }) },
          ]}
        />
        <ToolButton
          label={t('news.editor.bold')}
          icon={<BoldOutlined />}
          active={state.bold}
          onClick={() => chain().toggleBold().run()}
        />
        <ToolButton
          label={t('news.editor.italic')}
          icon={<ItalicOutlined />}
          active={state.italic}
          onClick={() => chain().toggleItalic().run()}
        />
        <ToolButton
          label={t('news.editor.underline')}
          icon={<UnderlineOutlined />}
          active={state.underline}
          onClick={() => chain().toggleUnderline().run()}
        />
        <ToolButton
          label={t('news.editor.strike')}
          icon={<StrikethroughOutlined />}
          active={state.strike}
          onClick={() => chain().toggleStrike().run()}
        />
        <Divider type="vertical" />
        <ToolButton
          label={t('news.editor.bulletList')}
          icon={<UnorderedListOutlined />}
          active={state.bullet}
          onClick={() => chain().toggleBulletList().run()}
        />
        <ToolButton
          label={t('news.editor.orderedList')}
          icon={<OrderedListOutlined />}
          active={state.ordered}
          onClick={() => chain().toggleOrderedList().run()}
        />
        <ToolButton
          label={t('news.editor.quote')}
          icon={<span aria-hidden>❝</span>}
          active={state.quote}
          onClick={() => chain().toggleBlockquote().run()}
        />
        <Divider type="vertical" />
        <ToolButton
          label={t('news.editor.link')}
          icon={<LinkOutlined />}
          active={state.link}
          onClick={openLink}
        />
        <ToolButton
          label={t('news.editor.image')}
          icon={<PictureOutlined />}
          disabled={progress !== null}
          onClick={() => fileInput.current?.click()}
          testId="news-editor-image"
        />
        <ToolButton
          label={t('news.editor.table')}
          icon={<TableOutlined />}
          onClick={() => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}
        />
        {state.table && (
          <>
            <ToolButton
              label={t('news.editor.addRow')}
              icon={<InsertRowBelowOutlined />}
              onClick={() => chain().addRowAfter().run()}
            />
            <ToolButton
              label={t('news.editor.addColumn')}
              icon={<InsertRowRightOutlined />}
              onClick={() => chain().addColumnAfter().run()}
            />
            <ToolButton
              label={t('news.editor.deleteTable')}
              icon={<DeleteOutlined />}
              onClick={() => chain().deleteTable().run()}
            />
          </>
        )}
        <Divider type="vertical" />
        <ToolButton
          label={t('news.editor.undo')}
          icon={<UndoOutlined />}
          disabled={!state.canUndo}
          onClick={() => chain().undo().run()}
        />
        <ToolButton
          label={t('news.editor.redo')}
          icon={<RedoOutlined />}
          disabled={!state.canRedo}
          onClick={() => chain().redo().run()}
        />
        <input
          ref={fileInput}
          type="file"
          accept="image/png,image/jpeg"
          style={{ display: 'none' }}
          data-testid="news-image-input"
          onChange={(e) => void pickImage(e.target.files?.[0])}
        />
      </div>
      {progress !== null && (
        <div className="news-editor-progress">
          <Progress percent={progress} size="small" />
          <span className="app-sr-only">{t('news.form.uploading', { percent: progress })}</span>
        </div>
      )}
      <EditorContent editor={editor} />
      <Modal
        open={linkOpen}
        title={t('news.editor.link')}
        okText={t('news.editor.ok')}
        cancelText={t('news.editor.cancel')}
        onOk={saveLink}
        onCancel={() => setLinkOpen(false)}
        destroyOnHidden
      >
        <Input
          autoFocus
          value={linkValue}
          placeholder="https://"
          aria-label={t('news.editor.linkPrompt')}
          status={linkError ? 'error' : undefined}
          onChange={(e) => {
            setLinkValue(e.target.value);
            setLinkError(false);
          }}
          onPressEnter={saveLink}
        />
        <div className={linkError ? 'news-link-help app-text-danger' : 'news-link-help'}>
          {linkError ? t('news.editor.linkInvalid') : t('news.editor.linkPrompt')}
        </div>
        {state.link && (
          <Button
            type="link"
            danger
            onClick={() => {
              chain().extendMarkRange('link').unsetLink().run();
              setLinkOpen(false);
            }}
          >
            {t('news.editor.unlink')}
          </Button>
        )}
      </Modal>
    </div>
  );
}
