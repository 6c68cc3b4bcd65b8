// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AudioPlayer } from './audio-player.tsx';
import { BotActionView } from './bot-action-view.tsx';
import { ChatLanguageContext } from './chat-t.ts';
import { DocumentMessage } from './document-message.tsx';
import { ImageMessage } from './image-message.tsx';
import { LocationMessage } from './location-message.tsx';
import { MarkupText } from './markup-text.tsx';
import { VideoPlayer } from './video-player.tsx';

afterEach(cleanup);

describe('<MarkupText />', () => {
  it('renders markup as elements and HTML as text', () => {
    const { container } = render(
      <MarkupText text={'*Hi* <script>alert(1)</script> <img src=x onerror=alert(1)> see https://a.co'} />,
    );
    expect(container.querySelector('strong')?.textContent).toBe('Hi');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<script>alert(1)</script>');
    const link = container.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://a.co');
    expect(link?.getAttribute('rel')).toContain('noopener');
  });
});

describe('<ImageMessage />', () => {
  it('opens full screen on click and closes with Escape', () => {
    render(<ImageMessage item={{ link: 'https://x/p.jpg', caption: 'Red shoes' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open picture full screen' }));
    expect(screen.getByRole('dialog', { name: 'Red shoes' })).toBeTruthy();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('<DocumentMessage />', () => {
  it('shows the link text and downloads under the last segment', () => {
    render(<DocumentMessage item={{ link: 'https://cdn.x/docs/price-list.pdf' }} />);
    expect(screen.getByRole('link', { name: 'price-list.pdf' }).getAttribute('href')).toBe(
      'https://cdn.x/docs/price-list.pdf',
    );
    expect(screen.getByRole('link', { name: 'Download price-list.pdf' }).getAttribute('download')).toBe(
      'price-list.pdf',
    );
  });

  it('gives no href to a non-http link', () => {
    render(<DocumentMessage item={{ link: 'javascript:alert(1)' }} />);
    for (const link of document.querySelectorAll('a')) expect(link.getAttribute('href')).toBeNull();
  });
});

describe('<LocationMessage />', () => {
  it('shows latitude, longitude, name, address and a map link, in Swahili too', () => {
    render(
      <ChatLanguageContext.Provider value="sw">
        <LocationMessage item={{ latitude: -6.8, longitude: 39.28, name: 'Duka Kariakoo', address: 'Mtaa wa Congo' }} />
      </ChatLanguageContext.Provider>,
    );
    expect(screen.getByText('Duka Kariakoo')).toBeTruthy();
    expect(screen.getByText('Mtaa wa Congo')).toBeTruthy();
    expect(screen.getByText(/Latitudo: -6.8, Longitudo: 39.28/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Fungua kwenye ramani' }).getAttribute('href')).toContain(
      'query=-6.8%2C39.28',
    );
  });
});

describe('<AudioPlayer />', () => {
  it('does nothing until a duration is known, then plays and pauses the others', () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const { container } = render(
      <>
        <AudioPlayer item={{ link: 'https://x/a.mp3' }} />
        <AudioPlayer item={{ link: 'https://x/b.mp3' }} />
      </>,
    );
    const [first, second] = [...container.querySelectorAll('audio')];
    const [button] = screen.getAllByRole('button');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(button!);
    expect(play).not.toHaveBeenCalled();
    expect((screen.getAllByRole('slider')[0] as HTMLInputElement).disabled).toBe(true);

    Object.defineProperty(first, 'duration', { value: 42, configurable: true });
    fireEvent(first!, new Event('loadedmetadata'));
    expect((screen.getAllByRole('slider')[0] as HTMLInputElement).max).toBe('42000');
    expect(screen.getAllByText('0:00 / 0:42').length).toBe(1);
    fireEvent.click(screen.getAllByRole('button', { name: 'Play' })[0]!);
    expect(play).toHaveBeenCalledOnce();

    // the second one playing pauses the first
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    Object.defineProperty(first, 'paused', { value: false, configurable: true });
    fireEvent(second!, new Event('play'));
    expect(pause).toHaveBeenCalled();
    expect(pause.mock.contexts[0]).toBe(first);
    play.mockRestore();
    pause.mockRestore();
  });

  it('seeks from the millisecond slider and goes back to 0 at the end', () => {
    const { container } = render(<AudioPlayer item={{ link: 'https://x/a.mp3' }} />);
    const audio = container.querySelector('audio')!;
    Object.defineProperty(audio, 'duration', { value: 90, configurable: true });
    fireEvent(audio, new Event('loadedmetadata'));
    fireEvent.change(screen.getByRole('slider'), { target: { value: '61000' } });
    expect(audio.currentTime).toBe(61);
    expect(screen.getByText('1:01 / 1:30')).toBeTruthy();
    fireEvent(audio, new Event('ended'));
    expect(audio.currentTime).toBe(0);
    expect(screen.getByText('0:00 / 1:30')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
  });
});

describe('<VideoPlayer />', () => {
  it('shows the spec 8 text of a media error code', () => {
    const { container } = render(<VideoPlayer item={{ link: 'https://x/v' }} />);
    const video = container.querySelector('video')!;
    Object.defineProperty(video, 'error', { value: { code: 1 }, configurable: true });
    fireEvent(video, new Event('error'));
    expect(screen.getByRole('alert').textContent).toBe('Loading audio/video resorces was aborted');
    expect(container.querySelector('[data-status="error"]')).toBeTruthy();
  });

  it('says the format is not supported when the browser cannot play the type', () => {
    const canPlay = vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('');
    render(<VideoPlayer item={{ link: 'https://x/v.mkv' }} />);
    expect(screen.getByRole('alert').textContent).toBe('Your Browser does not support this video format');
    canPlay.mockRestore();
  });

  it('goes playing → paused → ended with the position back at the start', () => {
    const { container } = render(<VideoPlayer item={{ link: 'https://x/v' }} />);
    const video = container.querySelector('video')!;
    const box = container.querySelector('.dc-video')!;
    fireEvent(video, new Event('canplay'));
    expect(box.getAttribute('data-status')).toBe('ready');
    fireEvent(video, new Event('play'));
    expect(box.getAttribute('data-status')).toBe('playing');
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
    fireEvent(video, new Event('pause'));
    expect(box.getAttribute('data-status')).toBe('paused');
    video.currentTime = 5;
    fireEvent(video, new Event('ended'));
    expect(box.getAttribute('data-status')).toBe('ended');
    expect(video.currentTime).toBe(0);
    expect(screen.getByRole('button', { name: 'Full screen' })).toBeTruthy();
  });
});

describe('<BotActionView />', () => {
  it('sends the id of a reply button and shows a list in a sheet that Escape closes', () => {
    const onChoose = vi.fn();
    render(
      <>
        <BotActionView
          onChoose={onChoose}
          action={{
            send_reply_button: {
              body: { text: '*Menu*' },
              action: { buttons: [{ type: 'reply', reply: { id: 'shop', title: 'Shop' } }] },
            },
          }}
        />
        <BotActionView
          onChoose={onChoose}
          action={{
            send_button: {
              body: 'Pick',
              button: 'Products',
              action: {
                button: 'Products',
                sections: [{ title: 'Shoes', rows: [{ id: 'p1', title: 'Red shoe', description: 'TZS 20,000' }] }],
              },
            },
          }}
        />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Shop' }));
    expect(onChoose).toHaveBeenLastCalledWith('shop', 'Shop');
    fireEvent.click(screen.getByRole('button', { name: 'Products' }));
    expect(screen.getByRole('dialog', { name: 'Products' })).toBeTruthy();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Products' }));
    fireEvent.click(screen.getByRole('button', { name: /Red shoe/ }));
    expect(onChoose).toHaveBeenLastCalledWith('p1', 'Red shoe');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows buttons disabled without a handler (transcripts)', () => {
    render(
      <BotActionView
        action={{
          send_reply_button: {
            body: { text: 'x' },
            action: { buttons: [{ type: 'reply', reply: { id: 'a', title: 'A' } }] },
          },
        }}
      />,
    );
    expect((screen.getByRole('button', { name: 'A' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
