import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { TQuestion } from '@askhr/shared/questions/questions.schemas';
import { TestProviders } from '../../../test/render-app';
import { QuestionListItem } from './question-list-item';

const question: TQuestion = {
  id: 4,
  text: 'How do I approve vacation for my team?',
  description: 'Approving requests',
  info: '',
  category: { id: 1, name: 'Leave' },
  questionTags: [],
  managerOnly: true,
  inSubscription: true,
  version: 1,
};

function renderItem() {
  render(
    <TestProviders>
      <MemoryRouter>
        <QuestionListItem question={question} status={null} showsManagerIcon from="/questions" />
      </MemoryRouter>
    </TestProviders>,
  );
}

describe('a question in the list', () => {
  it('names the People Manager icon as an image, where a label is allowed', () => {
    renderItem();
    expect(screen.getByRole('img', { name: 'Only for People Managers' })).toBeTruthy();
  });

  it('links to the answers once, whatever the width (the layout moves the button, not a copy of it)', () => {
    renderItem();
    const links = screen.getAllByRole('link', { name: /View answers/ });
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('/question/4');
  });
});
