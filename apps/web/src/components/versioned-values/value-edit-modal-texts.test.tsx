import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ZAnswerSaveItem } from '@askhr/shared/answers/answers.schemas';
import type { TValueCard } from '@askhr/shared/versioned-values/versioned-values.schemas';
import { TestProviders } from '../../test/render-app';
import { answer } from '../../test/knowledge-api';
import { ValueEditModal } from './value-edit-modal';

function renderModal(value: TValueCard, kind?: 'answer' | 'value') {
  const noop = vi.fn(async () => {});
  render(
    <TestProviders>
      <ValueEditModal
        kind={kind}
        title="@vacationDays"
        countryName="Country"
        value={value}
        timeZone="Europe/Madrid"
        textSchema={ZAnswerSaveItem.shape.text}
        onSave={noop}
        onRemove={noop}
        onRemoveVersion={noop}
        onConflict={noop}
        onClose={() => {}}
      />
    </TestProviders>,
  );
}

describe('ValueEditModal texts of the active switch', () => {
  it('speaks of the global value, not a template, for a placeholder', () => {
    renderModal(answer(1, { text: '25' }), 'value');
    expect(screen.getByText('Global value active')).toBeTruthy();
    expect(
      screen.getByText('Countries without their own value get the global value while it is active.'),
    ).toBeTruthy();
    expect(screen.queryByText(/template/i)).toBeNull();
  });

  it("says what switching a country's placeholder value off does", () => {
    renderModal(answer(2, { text: '23' }), 'value');
    expect(screen.getByText("Use this country's own value")).toBeTruthy();
    expect(
      screen.getByText(
        'Off: this country gets the global value instead, and its scheduled values wait until it is on again.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/template/i)).toBeNull();
  });

  it('keeps the global template for an answer', () => {
    renderModal(answer(1));
    expect(screen.getByText('Global template active')).toBeTruthy();
  });
});
