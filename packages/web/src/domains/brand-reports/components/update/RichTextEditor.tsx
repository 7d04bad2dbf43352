import {
  Button,
  Field,
  Input,
  makeStyles,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Toolbar,
  ToolbarButton,
  ToolbarDivider,
  tokens,
} from '@fluentui/react-components';
import {
  LinkRegular,
  TextBoldRegular,
  TextBulletListLtrRegular,
  TextItalicRegular,
  TextNumberListLtrRegular,
  TextUnderlineRegular,
} from '@fluentui/react-icons';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useState } from 'react';

const SAFE_LINK = /^(https?:\/\/|mailto:)/i;

const useStyles = makeStyles({
  frame: {
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  content: {
    padding: `0 ${tokens.spacingHorizontalM}`,
    minHeight: '140px',
    '& .ProseMirror': { outline: 'none', minHeight: '140px' },
    '& .ProseMirror p': { margin: `${tokens.spacingVerticalS} 0` },
  },
  link: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, width: '280px' },
});

export type RichTextEditorProps = {
  label: string;
  /** Initial HTML; later changes of this prop are ignored (the editor owns its content). */
  initialHtml: string;
  onChange: (html: string) => void;
};

/** A rich-text field on Tiptap (ProseMirror): formatting, lists and http(s)/mailto links. */
export function RichTextEditor({ label, initialHtml, onChange }: RichTextEditorProps) {
  const styles = useStyles();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: { openOnClick: false, protocols: ['mailto'], isAllowedUri: (url) => SAFE_LINK.test(url) },
      }),
    ],
    content: initialHtml,
    immediatelyRender: true,
    editorProps: { attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });
  return (
    <div className={styles.frame}>
      <FormatToolbar editor={editor} label={label} />
      <EditorContent editor={editor} className={styles.content} />
    </div>
  );
}

function FormatToolbar({ editor, label }: { editor: Editor; label: string }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      link: e.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();
  const toggle = (active: boolean) =>
    ({ 'aria-pressed': active, appearance: active ? 'primary' : 'subtle' }) as const;
  return (
    <Toolbar aria-label={`${label} formatting`} size="small">
      <ToolbarButton
        {...toggle(state.bold)}
        aria-label="Bold"
        icon={<TextBoldRegular />}
        onClick={() => chain().toggleBold().run()}
      />
      <ToolbarButton
        {...toggle(state.italic)}
        aria-label="Italic"
        icon={<TextItalicRegular />}
        onClick={() => chain().toggleItalic().run()}
      />
      <ToolbarButton
        {...toggle(state.underline)}
        aria-label="Underline"
        icon={<TextUnderlineRegular />}
        onClick={() => chain().toggleUnderline().run()}
      />
      <ToolbarDivider />
      <ToolbarButton
        {...toggle(state.bullet)}
        aria-label="Bulleted list"
        icon={<TextBulletListLtrRegular />}
        onClick={() => chain().toggleBulletList().run()}
      />
      <ToolbarButton
        {...toggle(state.ordered)}
        aria-label="Numbered list"
        icon={<TextNumberListLtrRegular />}
        onClick={() => chain().toggleOrderedList().run()}
      />
      <ToolbarDivider />
      <LinkButton editor={editor} active={state.link} />
    </Toolbar>
  );
}

function LinkButton({ editor, active }: { editor: Editor; active: boolean }) {
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState('');
  const valid = SAFE_LINK.test(url.trim());
  const apply = () => {
    if (!valid) return;
    editor.chain().focus().extendMarkRange('link').setLink({ href: url.trim() }).run();
    setOpen(false);
  };
  return (
    <Popover
      open={open}
      onOpenChange={(_, data) => {
        setOpen(data.open);
        if (data.open) setUrl((editor.getAttributes('link').href as string | undefined) ?? 'https://');
      }}
      trapFocus
    >
      <PopoverTrigger disableButtonEnhancement>
        <ToolbarButton
          aria-label="Link"
          aria-pressed={active}
          appearance={active ? 'primary' : 'subtle'}
          icon={<LinkRegular />}
        />
      </PopoverTrigger>
      <PopoverSurface>
        <div className={styles.link}>
          <Field
            label="Link address"
            validationMessage={url && !valid ? 'Use an http, https or mailto address' : undefined}
          >
            <Input
              value={url}
              onChange={(_, d) => setUrl(d.value)}
              onKeyDown={(e) => e.key === 'Enter' && apply()}
            />
          </Field>
          <Button appearance="primary" disabled={!valid} onClick={apply}>
            Apply
          </Button>
          {active && (
            <Button
              onClick={() => {
                editor.chain().focus().extendMarkRange('link').unsetLink().run();
                setOpen(false);
              }}
            >
              Remove link
            </Button>
          )}
        </div>
      </PopoverSurface>
    </Popover>
  );
}
