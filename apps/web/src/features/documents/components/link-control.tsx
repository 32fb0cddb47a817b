import { useState } from 'react';
import { Button, Group, Popover, Text, TextInput } from '@mantine/core';
import { RichTextEditor, useRichTextEditorContext } from '@mantine/tiptap';
import { IconLink } from '@tabler/icons-react';
import { useWindowEvent } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { normaliseLinkAddress } from './link-address';

interface TLinkControlProps {
  onOpenChange?(isOpen: boolean): void;
}

/** Link on the selected text; with nothing selected it says so instead of inserting an address. */
export function LinkControl({ onOpenChange }: TLinkControlProps) {
  const { t } = useTranslation();
  const { editor } = useRichTextEditorContext();
  const [isOpen, setIsOpen] = useState(false);
  const setOpen = (open: boolean) => {
    setIsOpen(open);
    onOpenChange?.(open);
  };
  // the toolbar's buttons leave the focus in the text, outside the popup: Escape anywhere closes it
  useWindowEvent('keydown', (event) => {
    if (event.key === 'Escape' && isOpen) setOpen(false);
  });
  const [address, setAddress] = useState('');
  const [hasSelection, setHasSelection] = useState(true);

  function open() {
    if (!editor) return;
    setHasSelection(!editor.state.selection.empty);
    setAddress(String(editor.getAttributes('link').href ?? ''));
    setOpen(true);
  }

  function apply() {
    const href = normaliseLinkAddress(address);
    const chain = editor?.chain().focus().extendMarkRange('link');
    if (href) chain?.setLink({ href }).run();
    else chain?.unsetLink().run();
    setOpen(false);
  }

  return (
    <Popover opened={isOpen} onChange={setOpen} trapFocus position="bottom" shadow="md" withinPortal={false}>
      <Popover.Target>
        <RichTextEditor.Control
          aria-label={t('DOCUMENTS_LINK')}
          title={t('DOCUMENTS_LINK')}
          active={editor?.isActive('link')}
          onClick={() => (isOpen ? setOpen(false) : open())}
        >
          <IconLink size={16} stroke={1.5} />
        </RichTextEditor.Control>
      </Popover.Target>
      <Popover.Dropdown>
        {hasSelection ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              apply();
            }}
          >
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <TextInput
                size="xs"
                label={t('DOCUMENTS_LINK_ADDRESS')}
                placeholder={t('DOCUMENTS_LINK_ADDRESS_PLACEHOLDER')}
                value={address}
                onChange={(event) => setAddress(event.currentTarget.value)}
                data-autofocus
              />
              <Button size="xs" type="submit">
                {t('DOCUMENTS_LINK_APPLY')}
              </Button>
            </Group>
          </form>
        ) : (
          <Text size="sm" role="alert">
            {t('DOCUMENTS_LINK_NO_SELECTION')}
          </Text>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
