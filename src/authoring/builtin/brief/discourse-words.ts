// Greetings and thanks in the languages prompts arrive in (regular-expression alternations, matched whole and
// case-insensitively by discourse.ts).

export const DISCOURSE_WORDS = {
  greeting: [
    // English
    'hi', 'hello', 'hey', 'hiya', 'heya', 'howdy', 'yo', 'greetings', 'good\\s+(?:morning|afternoon|evening|day)', 'morning', 'dear\\s+(?:all|team|assistant|sir|madam)',
    // French, German, Dutch
    'bonjour', 'bonsoir', 'salut', 'coucou', 'hallo', 'guten\\s+(?:tag|morgen|abend)', 'moin', 'servus', 'grüß\\s+gott', 'hoi', 'goedemorgen', 'goedemiddag',
    // Spanish, Portuguese, Italian
    'hola', 'buenas', 'buenos\\s+días', 'buenas\\s+(?:tardes|noches)', 'olá', 'ola', 'oi', 'bom\\s+dia', 'boa\\s+(?:tarde|noite)', 'ciao', 'salve', 'buongiorno', 'buonasera',
    // Chinese, Japanese, Korean
    '你好', '您好', '大家好', '嗨', '哈喽', '哈囉', 'こんにちは', 'こんばんは', 'おはようございます', 'お疲れ様です', 'お疲れさまです', 'はじめまして', '안녕하세요',
  ].join('|'),
  greeted: ['there', 'all', 'team', 'everyone', 'everybody', 'folks', 'guys', 'friend', 'friends', 'y\'all', 'zusammen', 'à\\s+tous', 'a\\s+todos', 'tutti', 'pessoal', 'chicos', 'les\\s+amis'].join('|'),
  thanks: [
    // English
    '(?:many\\s+|big\\s+)?thanks?(?:\\s+(?:so+|very)\\s+much)?(?:\\s+(?:a\\s+lot|a\\s+ton|a\\s+bunch|in\\s+advance|again|heaps|loads))?', 'thank\\s+you(?:\\s+(?:so+|very)\\s+much)?(?:\\s+(?:in\\s+advance|again))?', 'thx', 'tia', 'ty', 'cheers', 'much\\s+appreciated', '(?:i\\s+)?appreciate\\s+it', '(?:that|this)\\s+would\\s+be\\s+(?:great|awesome|amazing|perfect|lovely|super\\s+helpful|a\\s+huge\\s+help|helpful)', 'would\\s+be\\s+(?:great|awesome|amazing|perfect|lovely)', 'you\'?re\\s+the\\s+best', '(?:i\\s+)?hop(?:e|ing)\\s+you\\s+can\\s+help', 'hope\\s+(?:you(?:\'re|\\s+are)\\s+well|this\\s+makes\\s+sense)', 'if\\s+that\\s+makes\\s+sense', 'any\\s+help\\s+(?:is\\s+)?(?:much\\s+)?appreciated', 'best(?:\\s+regards)?', 'kind\\s+regards', 'regards',
    // French, German
    'merci(?:\\s+(?:beaucoup|d\'avance|bien|infiniment))?', 'bonne\\s+journée', 'cordialement', 'danke(?:\\s+(?:schön|sehr|dir|euch|im\\s+voraus))?', 'vielen\\s+(?:lieben\\s+)?dank(?:\\s+im\\s+voraus)?', 'lg', 'viele\\s+grüße', 'beste\\s+grüße', 'liebe\\s+grüße',
    // Spanish, Portuguese, Italian
    '(?:muchas\\s+)?gracias(?:\\s+(?:de\\s+antemano|mil|por\\s+adelantado))?', 'saludos', 'obrigad[oa](?:\\s+desde\\s+já)?', 'valeu', 'grazie(?:\\s+(?:mille|in\\s+anticipo))?',
    // Chinese, Japanese, Korean
    '谢谢(?:你|您)?', '謝謝', '多谢', '多謝', '辛苦了', 'よろしくお願いします', 'よろしくお願いいたします', 'よろしくお願い致します', 'ありがとうございます', 'ありがとう', '감사합니다',
  ].join('|'),
};
