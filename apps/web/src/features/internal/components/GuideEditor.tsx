import type { CommercialGuide } from '@roadbook/domain/contracts/internal';
import { GUIDE_LINK_REL } from '@roadbook/domain/guide-html';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { saveCommercialGuide } from '@/api/internal';
import button from '@/components/button.module.css';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';

import styles from './Internal.module.css';

interface GuideEditorProps {
  guide: CommercialGuide;
  onSaved: (guide: CommercialGuide) => void;
  onCancel: () => void;
  /** Fetches the guide again, after someone else saved it meanwhile. */
  onReload: () => void;
}

/**
 * Two chain links: the toolbar's link button. Drawn here rather than among the shared icons, whose
 * chunk the homes load: the editor alone needs it.
 */
const LinkIcon = () => (
  <svg
    width={18}
    height={18}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    focusable="false"
  >
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
    <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
  </svg>
);

const LINK_ADDRESS = /^(?:https?:\/\/\S+|mailto:[^\s@]+@\S+)$/i;

/** The formatting the guide allows (@roadbook/domain/guide-html): headings, marks, lists, quotes, links. */
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    horizontalRule: false,
    link: {
      openOnClick: false,
      autolink: true,
      protocols: ['mailto'],
      HTMLAttributes: { rel: GUIDE_LINK_REL, target: null },
    },
  }),
];

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation('internal');
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      heading: current.isActive('heading', { level: 2 }),
      subheading: current.isActive('heading', { level: 3 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      quote: current.isActive('blockquote'),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();

  const editLink = () => {
    const current = editor.getAttributes('link').href as string | undefined;
    const address = window.prompt(t('toolbar.linkPrompt'), current ?? 'https://')?.trim();
    if (address === undefined) return;
    if (address === '' || address === 'https://') chain().extendMarkRange('link').unsetLink().run();
    else if (LINK_ADDRESS.test(address)) chain().extendMarkRange('link').setLink({ href: address }).run();
    else window.alert(t('toolbar.linkInvalid'));
  };

  const tools = [
    { name: 'bold', text: 'B', run: () => chain().toggleBold().run() },
    { name: 'italic', text: 'I', run: () => chain().toggleItalic().run() },
    { name: 'underline', text: 'U', run: () => chain().toggleUnderline().run() },
    { name: 'heading', text: 'H2', run: () => chain().toggleHeading({ level: 2 }).run() },
    { name: 'subheading', text: 'H3', run: () => chain().toggleHeading({ level: 3 }).run() },
    { name: 'bulletList', text: '•', run: () => chain().toggleBulletList().run() },
    { name: 'orderedList', text: '1.', run: () => chain().toggleOrderedList().run() },
    { name: 'quote', text: '❝', run: () => chain().toggleBlockquote().run() },
    { name: 'link', text: <LinkIcon />, run: editLink },
    { name: 'undo', text: '↶', run: () => chain().undo().run(), isDisabled: !state.canUndo },
    { name: 'redo', text: '↷', run: () => chain().redo().run(), isDisabled: !state.canRedo },
  ] as const;

  return (
    <div role="toolbar" aria-label={t('toolbar.label')} className={styles.toolbar}>
      {tools.map((tool) => (
        <button
          key={tool.name}
          type="button"
          className={styles.tool}
          aria-label={t(`toolbar.${tool.name}`)}
          title={t(`toolbar.${tool.name}`)}
          {...('isDisabled' in tool
            ? { 'aria-disabled': tool.isDisabled || undefined }
            : { 'aria-pressed': state[tool.name] })}
          // The editor keeps the focus and its selection: typing goes on right after a click.
          onMouseDown={(event) => event.preventDefault()}
          onClick={tool.run}
        >
          <span aria-hidden="true">{tool.text}</span>
        </button>
      ))}
    </div>
  );
}

/**
 * The editor's page of the guide: its text with a formatting toolbar, saved as a new revision from
 * the one it was opened on (409 when someone saved meanwhile: the text stays, to be copied).
 */
export default function GuideEditor({ guide, onSaved, onCancel, onReload }: GuideEditorProps) {
  const { t, i18n } = useTranslation('internal');
  const [error, setError] = useState<unknown>(null);
  const [isSaving, setSaving] = useState(false);
  const editor = useEditor({
    extensions,
    content: guide.content,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': t('guide.editorLabel'),
        class: styles.editor ?? '',
      },
    },
  });

  const save = async () => {
    if (isSaving) return;
    setSaving(true);
    setError(null);
    try {
      onSaved(
        await saveCommercialGuide({ content: editor.getHTML(), baseRevisionId: guide.revision?.id ?? null }),
      );
    } catch (caught) {
      setError(caught);
    } finally {
      setSaving(false);
    }
  };
  const isConflict = error instanceof ApiError && error.code === 'internal.revisionConflict';

  return (
    <section aria-label={t('guide.edit')}>
      <Toolbar editor={editor} />
      <EditorContent editor={editor} />
      {error !== null && (
        <div role="alert" className={styles.message}>
          <p>{errorMessage(i18n, error)}</p>
          {isConflict && <p>{t('guide.conflict')}</p>}
        </div>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className={`rb-button-link ${styles.primary}`}
          aria-disabled={isSaving || undefined}
          onClick={() => void save()}
        >
          {isSaving ? t('guide.saving') : t('guide.save')}
        </button>
        {isConflict ? (
          <button type="button" className={button.outlined} onClick={onReload}>
            {t('guide.reload')}
          </button>
        ) : (
          <button type="button" className={button.outlined} onClick={onCancel}>
            {t('guide.cancel')}
          </button>
        )}
      </div>
    </section>
  );
}
