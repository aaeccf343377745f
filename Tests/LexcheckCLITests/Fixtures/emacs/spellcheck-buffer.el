;;; spellcheck-buffer.el --- check a buffer the way an Emacs user does, with the spellchecker in $SPELLCHECKER
;;
;; emacs --batch -Q -l spellcheck-buffer.el, with SPELLCHECKER (the program ispell.el runs),
;; SPELLCHECK_TEXT (a file, read as UTF-8) and SPELLCHECK_PERSONAL (an existing personal dictionary).
;; Prints to standard output, one line each:
;;   calls: the arguments of every run of the program ispell.el and flyspell make
;;   ispell-buffer: WORD@POSITION for each misspelling ispell-buffer stops at (its offsets placed
;;     each word, or ispell.el stops with "Ispell misalignment"); naïvve is inserted into the
;;     personal dictionary (`i'), dgo accepted for the session (`a'), the others this time only
;;   first-guesses: WORD:GUESS, the first of the guesses ispell.el read for each of those words
;;   flyspell: WORD@POSITION for each word flyspell-buffer marks (one `^WORD' line per word)
;;   flyspell-large: the same, with the region checked by `PROGRAM -l' first
;;   auto-correct: the word after flyspell-auto-correct-word at the first misspelling (first guess)
;; Nothing else: messages go to standard error.

(require 'ispell)
(require 'flyspell)
(require 'cl-lib)

(setq ispell-program-name (getenv "SPELLCHECKER")
      ispell-dictionary "en_US"
      ispell-personal-dictionary (getenv "SPELLCHECK_PERSONAL")
      ispell-silently-savep t
      flyspell-issue-message-flag nil
      flyspell-issue-welcome-flag nil)

(defvar spellcheck-calls nil "The arguments of each run of the spellchecker, newest first.")

(advice-add 'ispell-call-process :before
            (lambda (_program _infile _destination _display &rest args)
              (push args spellcheck-calls)))
(advice-add 'ispell-call-process-region :before
            (lambda (_start _end _program _delete _buffer _display &rest args)
              (push args spellcheck-calls)))
(advice-add 'start-process :before
            (lambda (_name _buffer _program &rest args)
              (push args spellcheck-calls)))

(defvar spellcheck-stops nil "WORD@POSITION of each misspelling ispell-buffer stopped at, newest first.")
(defvar spellcheck-guesses nil "WORD:FIRST-GUESS of each misspelling ispell-buffer stopped at, newest first.")

;; The choice ispell.el asks the user for (its prompt needs a window, which batch mode lacks):
;; recorded, then answered as ispell-command-loop answers the keys `i' (accept and insert into
;; the personal dictionary) for naïvve and `a' (accept for the session) for dgo, with what it
;; sends; every other word is accepted this time only (the space bar).
(advice-add 'ispell-command-loop :override
            (lambda (miss _guess word start _end)
              (push (format "%s@%d" word start) spellcheck-stops)
              (push (format "%s:%s" word (or (car miss) "")) spellcheck-guesses)
              (cond ((equal word "naïvve")
                     (ispell-send-string (concat "*" word "\n"))
                     (setq ispell-pdict-modified-p '(t)))
                    ((equal word "dgo")
                     (ispell-send-string (concat "@" word "\n"))
                     (cl-pushnew word ispell-buffer-session-localwords :test #'equal)))
              nil))

(defun spellcheck-marked ()
  "WORD@POSITION of each word flyspell marked, in buffer order."
  (let (found)
    (dolist (overlay (overlays-in (point-min) (point-max)))
      (when (flyspell-overlay-p overlay)
        (push (cons (overlay-start overlay)
                    (buffer-substring-no-properties (overlay-start overlay) (overlay-end overlay)))
              found)))
    (mapconcat (lambda (pair) (format "%s@%d" (cdr pair) (car pair)))
               (sort found (lambda (a b) (< (car a) (car b)))) " ")))

(defun spellcheck-print (label value)
  (princ (format "%s: %s\n" label value)))

(with-temp-buffer
  (let ((coding-system-for-read 'utf-8))
    (insert-file-contents (getenv "SPELLCHECK_TEXT")))
  (text-mode)
  (ispell-buffer)
  (spellcheck-print "ispell-buffer" (mapconcat #'identity (reverse spellcheck-stops) " "))
  (spellcheck-print "first-guesses" (mapconcat #'identity (reverse spellcheck-guesses) " "))
  (flyspell-buffer)
  (spellcheck-print "flyspell" (spellcheck-marked))
  (remove-overlays (point-min) (point-max))
  (let ((flyspell-large-region 1))
    (flyspell-buffer))
  (spellcheck-print "flyspell-large" (spellcheck-marked))
  (goto-char (overlay-start (car (sort (seq-filter #'flyspell-overlay-p (overlays-in (point-min) (point-max)))
                                       (lambda (a b) (< (overlay-start a) (overlay-start b)))))))
  (forward-word)
  (flyspell-auto-correct-word)
  (spellcheck-print "auto-correct" (buffer-substring-no-properties (progn (backward-word) (point))
                                                                  (progn (forward-word) (point))))
  (spellcheck-print "calls" (mapconcat #'prin1-to-string (reverse spellcheck-calls) " ")))
