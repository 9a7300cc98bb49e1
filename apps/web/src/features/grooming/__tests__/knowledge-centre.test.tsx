import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { KnowledgeCentre } from '../components/knowledge-centre.tsx';

afterEach(cleanup);

function renderCentre() {
  render(
    <MemoryRouter>
      <KnowledgeCentre />
    </MemoryRouter>,
  );
  return screen.getAllByRole('tab');
}

const selectedTab = () =>
  screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true');

describe('Grooming knowledge centre tabs', () => {
  it('offers the four tabs of the spec, the first one open', () => {
    const tabs = renderCentre();
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Why Professional Grooming',
      'Breed-Specific Care',
      'At-Home Grooming Tips',
      'FAQs',
    ]);
    expect(screen.getByRole('tablist').getAttribute('aria-label')).toBeTruthy();
    expect(selectedTab()?.textContent).toBe('Why Professional Grooming');
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(tabs[0]!.id);
    expect(tabs[0]!.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.textContent).toContain('every 4-6 weeks');
  });

  it('shows the chosen tab’s panel on click', () => {
    const tabs = renderCentre();
    fireEvent.click(tabs[2]!);
    expect(selectedTab()).toBe(tabs[2]);
    expect(screen.getByRole('heading', { name: 'Brushing' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Healthier skin and coat' })).toBeNull();
  });

  it('moves with the arrow keys (wrapping), Home and End, keeping one tab in the Tab order', () => {
    const tabs = renderCentre();
    tabs[0]!.focus();
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    expect(selectedTab()).toBe(tabs[1]);
    expect(document.activeElement).toBe(tabs[1]);
    expect(screen.getByRole('heading', { name: 'Dogs' })).toBeTruthy();

    fireEvent.keyDown(tabs[1]!, { key: 'End' });
    expect(document.activeElement).toBe(tabs[3]);
    expect(screen.getByText('How often should my pet be groomed?')).toBeTruthy();

    fireEvent.keyDown(tabs[3]!, { key: 'ArrowRight' });
    expect(selectedTab()).toBe(tabs[0]);

    fireEvent.keyDown(tabs[0]!, { key: 'ArrowLeft' });
    expect(selectedTab()).toBe(tabs[3]);

    fireEvent.keyDown(tabs[3]!, { key: 'Home' });
    expect(selectedTab()).toBe(tabs[0]);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1]);
  });
});
